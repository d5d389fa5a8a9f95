// The editor's panel stage: a Konva stage that draws the panel's picture (or the frames of its video, playing), a failed
// picture's error state, and the panel's bubbles with the shared painter (the reader's canvas and the download paint the same
// layouts), and turns pointer input into select, open, move (snapping, with guides), resize and rotate.
// Hit testing, handles, snapping and the drag/tap/hold rules are the pure functions of src/editor; Konva only draws.
// Loaded lazily: the home page and the reader never download Konva.
import { Animation } from 'konva/lib/Animation';
import type Konva from 'konva/lib/Core';
import type { Image as KonvaImageNode } from 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Circle';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Line, Rect, Shape, Stage } from 'react-konva/lib/ReactKonvaCore';
import { hitBubble, referenceSize, type PlacedBubble } from '../../shared/bubble-geometry';
import { overflowingBubbles } from '../bubble-fit';
import {
  ROTATE_HANDLE_GAP,
  handlePositions,
  resizeByHandle,
  rotationFromPointer,
  withRotation,
  type BubbleHandle,
  type ResizeHandle,
} from '../bubble-transform';
import { rotatedBox, snapBubble, type Guide } from '../snap';
import { coverCrop } from '../../shared/panel-layout';
import { paintBubble } from '../bubble-paint';
import type { TextBubble } from '../../shared/bubbles';
import { useElementWidth, usePlacedBubbles } from '../bubble-view';
import { endPress, holdsPage, isDoubleTap, movePress, startPress, tapAction, type Press, type Tap } from '../gestures';
import { TailHandle } from './tail-handle';

export interface BubbleStageProps {
  /** The panel's still picture, drawn on the stage under the bubbles. */
  imageUrl?: string | null;
  /** The panel's video: the page's own <video> element in the panel is drawn frame by frame while it plays. */
  videoUrl?: string | null;
  /** A failed picture: the stage dims the panel (the accessible message and Retry sit over it in HTML). */
  failed?: boolean;
  /** The picture is on the stage, so the page's own <img> under it can step aside. */
  onMediaDrawn?: (drawn: boolean) => void;
  bubbles: TextBubble[];
  aspectRatio: string;
  selectedId: string | null;
  /** A bubble was pressed (its id), or the empty panel (null). */
  onSelect: (id: string | null) => void;
  onOpen: (id: string) => void;
  /** A drag ended: the bubble's new centre as fractions of the panel. */
  onMove: (id: string, x: number, y: number) => void;
  /** The selected bubble's tail tip was dragged or keyed to a place (fractions of the panel), or taken off (null). */
  onTail?: (id: string, tip: { x: number; y: number } | null) => void;
  /** The tail handle's accessible name for a bubble. */
  tailLabel?: (bubble: TextBubble) => string;
  /** A resize or rotate handle was let go: the bubble as it now is. */
  onChange?: (bubble: TextBubble) => void;
  /** The bubbles whose words the panel cuts off (reported whenever that changes). */
  onOverflow?: (ids: string[]) => void;
}

const SELECTION = '#3d7eff';
const GUIDE = '#e5177e';
const OVERFLOW = '#d92d20';
/** The selection frame's distance from the bubble's box, in reference units. */
const FRAME_PAD = 5;

const BubbleShape = memo(function BubbleShape({
  item,
  register,
}: {
  item: PlacedBubble;
  register: (id: string, node: Konva.Shape | null) => void;
}) {
  const { layout } = item;
  const seeThrough = layout.style.opacity < 1;
  return (
    <Shape
      ref={(node: Konva.Shape | null) => register(item.id, node)}
      x={item.x}
      y={item.y}
      opacity={layout.style.opacity}
      // With fill and stroke set, Konva paints a see-through shape into a buffer and fades it once, as the reader's
      // canvas does. The painter ignores these attributes.
      fill={seeThrough ? '#000' : undefined}
      stroke={seeThrough ? '#000' : undefined}
      strokeWidth={seeThrough ? 1 : undefined}
      perfectDrawEnabled={seeThrough}
      listening={false}
      sceneFunc={(context) => paintBubble(context._context, layout)}
    />
  );
});

/** The selected bubble's frame, turned with it: six resize handles on its box and the rotate handle above it. */
function SelectionFrame({
  item,
  rotation,
  scale,
  coarse,
  rotateBelow,
  frameRef,
}: {
  item: PlacedBubble;
  rotation: number;
  scale: number;
  coarse: boolean;
  rotateBelow: boolean;
  frameRef: React.RefObject<Konva.Group | null>;
}) {
  const pad = FRAME_PAD;
  const { box } = item.layout;
  const x = box.x - pad;
  const y = box.y - pad;
  const w = box.width + pad * 2;
  const h = box.height + pad * 2;
  // A finger needs bigger handles than a mouse.
  const handle = (coarse ? 14 : 10) / scale;
  const gap = ROTATE_HANDLE_GAP / scale;
  // The rotate handle's stem leaves the top edge, or the bottom one when the handle sits below.
  const edge = rotateBelow ? y + h : y;
  const knob = rotateBelow ? y + h + gap : y - gap;
  const points: [number, number][] = [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
    [x, y + h / 2],
    [x + w, y + h / 2],
  ];
  return (
    <Group ref={frameRef} x={item.x} y={item.y} rotation={rotation} listening={false}>
      <Rect
        x={x}
        y={y}
        width={w}
        height={h}
        stroke={SELECTION}
        strokeWidth={2}
        strokeScaleEnabled={false}
        dash={[6 / scale, 4 / scale]}
        cornerRadius={6}
      />
      <Line points={[x + w / 2, edge, x + w / 2, knob]} stroke={SELECTION} strokeWidth={2} strokeScaleEnabled={false} />
      <Circle
        x={x + w / 2}
        y={knob}
        radius={handle / 1.6}
        fill="#ffffff"
        stroke={SELECTION}
        strokeWidth={2}
        strokeScaleEnabled={false}
      />
      {points.map(([cx, cy], i) => (
        <Rect
          key={i}
          x={cx - handle / 2}
          y={cy - handle / 2}
          width={handle}
          height={handle}
          fill="#ffffff"
          stroke={SELECTION}
          strokeWidth={2}
          strokeScaleEnabled={false}
          cornerRadius={2 / scale}
        />
      ))}
    </Group>
  );
}

/** A red frame round a bubble whose words the panel cuts off. */
function OverflowFrame({ item, rotation, scale }: { item: PlacedBubble; rotation: number; scale: number }) {
  const { box } = item.layout;
  return (
    <Group x={item.x} y={item.y} rotation={rotation} listening={false}>
      <Rect
        x={box.x - 2}
        y={box.y - 2}
        width={box.width + 4}
        height={box.height + 4}
        stroke={OVERFLOW}
        strokeWidth={2.5}
        strokeScaleEnabled={false}
        dash={[3 / scale, 3 / scale]}
      />
    </Group>
  );
}

type MediaSource = HTMLImageElement | HTMLVideoElement;

const sourceSize = (source: MediaSource) =>
  source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : { width: source.naturalWidth, height: source.naturalHeight };

/**
 * The picture to draw: a loaded image for a still, or the panel's own playing <video>. Animated pictures (the offline
 * provider's APNG motion) are left to the page's <img>: a canvas only ever draws their first frame.
 */
function useMediaSource(
  host: React.RefObject<HTMLElement | null>,
  imageUrl: string | null | undefined,
  videoUrl: string | null | undefined,
) {
  // Each source is kept with the media it was loaded for, so a new address shows nothing until its own source is ready.
  const media = `${imageUrl ?? ''} ${videoUrl ?? ''}`;
  const [loaded, setLoaded] = useState<{ media: string; source: MediaSource } | null>(null);
  useEffect(() => {
    const setSource = (source: MediaSource) => setLoaded({ media, source });
    if (videoUrl) {
      const video = host.current?.parentElement?.querySelector('video[data-panel-media]');
      if (!(video instanceof HTMLVideoElement)) return;
      const ready = () => video.videoWidth > 0 && setSource(video);
      ready();
      video.addEventListener('loadeddata', ready);
      return () => video.removeEventListener('loadeddata', ready);
    }
    if (!imageUrl) return;
    const image = new window.Image();
    let live = true;
    image.onload = () => live && setSource(image);
    image.src = imageUrl;
    return () => {
      live = false;
      image.onload = null;
    };
  }, [host, imageUrl, videoUrl, media]);
  return loaded?.media === media ? loaded.source : null;
}

/** The media layer: the picture cropped like object-fit: cover; a video's layer redraws on every frame. */
function MediaLayer({
  source,
  width,
  height,
  failed,
}: {
  source: MediaSource | null;
  width: number;
  height: number;
  failed: boolean;
}) {
  const imageRef = useRef<KonvaImageNode>(null);
  useEffect(() => {
    const layer = imageRef.current?.getLayer();
    if (!(source instanceof HTMLVideoElement) || !layer) return;
    const animation = new Animation(() => {}, layer);
    animation.start();
    return () => {
      animation.stop();
    };
  }, [source]);
  const size = source && sourceSize(source);
  return (
    <Layer listening={false}>
      {source && size && size.width > 0 && (
        <KonvaImage ref={imageRef} image={source} width={width} height={height} crop={coverCrop(size, width, height)} />
      )}
      {failed && <Rect width={width} height={height} fill="#2a1f3d" opacity={0.35} />}
    </Layer>
  );
}

interface Gesture {
  press: Press;
  pointerId: number;
  id: string;
  /** Moving the bubble, or one of its handles. */
  kind: 'move' | 'resize' | 'rotate';
  handle?: ResizeHandle;
  /** The bubble, its centre and its box when the handle was pressed (reference units). */
  start?: { bubble: TextBubble; centre: { x: number; y: number }; box: PlacedBubble['layout']['box']; offset: number };
  /** From the pointer to the bubble's centre, so the bubble does not jump under the pointer. */
  dx: number;
  dy: number;
  to: { x: number; y: number } | null;
}

const coarsePointer = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export default function BubbleStage({
  imageUrl,
  videoUrl,
  failed = false,
  onMediaDrawn,
  bubbles,
  aspectRatio,
  selectedId,
  onSelect,
  onOpen,
  onMove,
  onChange,
  onOverflow,
  onTail,
  tailLabel,
}: BubbleStageProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(hostRef);
  const media = useMediaSource(hostRef, imageUrl, videoUrl);
  const mediaDrawn = media !== null && width > 0;
  useEffect(() => {
    onMediaDrawn?.(mediaDrawn);
  }, [mediaDrawn, onMediaDrawn]);
  const reference = useMemo(() => referenceSize(aspectRatio), [aspectRatio]);
  // While a handle is held, the bubble as it would be (laid out afresh on every move); let go, it is saved. A tail tip
  // being dragged: the bubble is drawn with it until the drag ends and the saved tip takes over.
  const [preview, setPreview] = useState<TextBubble | null>(null);
  const [tailDraft, setTailDraft] = useState<{ id: string; tip: { x: number; y: number } } | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const shown = useMemo(
    () =>
      preview || tailDraft
        ? bubbles.map((bubble) => {
            const current = bubble.id === preview?.id ? preview : bubble;
            return current.id === tailDraft?.id ? { ...current, tail: tailDraft.tip } : current;
          })
        : bubbles,
    [bubbles, preview, tailDraft],
  );
  const placed = usePlacedBubbles(shown, aspectRatio);
  // The painter turns each bubble (layout.rotation); boxes are in the bubble's own frame.
  const rotations = useMemo(() => new Map(placed.map((item) => [item.id, item.layout.rotation])), [placed]);
  const overflow = useMemo(() => overflowingBubbles(placed, reference, rotations), [placed, reference, rotations]);
  const overflowKey = overflow.map((item) => item.id).join(' ');
  useEffect(() => {
    onOverflow?.(overflowKey ? overflowKey.split(' ') : []);
  }, [overflowKey, onOverflow]);
  const [coarse] = useState(coarsePointer);
  const scale = width / reference.width;
  const height = (width * reference.height) / reference.width;
  const shapes = useRef(new Map<string, Konva.Shape>());
  const frameRef = useRef<Konva.Group>(null);
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const selected = placed.find((item) => item.id === selectedId) ?? null;

  const register = useCallback((id: string, node: Konva.Shape | null) => {
    if (node) shapes.current.set(id, node);
    else shapes.current.delete(id);
  }, []);

  const toReference = (event: { clientX: number; clientY: number }) => {
    const rect = hostRef.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
  };

  /** Puts the dragged bubble (and its frame) back where the data says, after a cancelled drag. */
  const snapBack = (id: string) => {
    const item = placed.find((candidate) => candidate.id === id);
    if (!item) return;
    shapes.current.get(id)?.position({ x: item.x, y: item.y });
    if (id === selectedId) frameRef.current?.position({ x: item.x, y: item.y });
  };

  /** The handles of the selected bubble, on the panel (reference units). */
  const { handles, rotateBelow } = selected
    ? handlePositions(
        selected,
        selected.layout.box,
        rotations.get(selected.id) ?? 0,
        FRAME_PAD,
        ROTATE_HANDLE_GAP / (scale || 1),
        reference,
      )
    : { handles: [], rotateBelow: false };

  /** The handle under a press: within a finger's or a mouse's reach of its centre. */
  function handleAt(point: { x: number; y: number }, kind: string): BubbleHandle | null {
    const reach = (kind === 'touch' ? 22 : 11) / (scale || 1);
    let found: BubbleHandle | null = null;
    let best = reach;
    for (const item of handles) {
      const distance = Math.hypot(item.x - point.x, item.y - point.y);
      if (distance <= best) {
        best = distance;
        found = item.handle;
      }
    }
    return found;
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (!scale || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const point = toReference(event);
    const handle = selected ? handleAt(point, event.pointerType) : null;
    const bubble = selected && bubbles.find((item) => item.id === selected.id);
    if (handle && selected && bubble) {
      // A handle is grabbed at once, by finger too: it is plainly meant, and never a scroll.
      gesture.current = {
        press: { ...startPress(event.pointerType, event.clientX, event.clientY, event.timeStamp), state: 'dragging' },
        pointerId: event.pointerId,
        id: selected.id,
        kind: handle === 'rotate' ? 'rotate' : 'resize',
        handle: handle === 'rotate' ? undefined : handle,
        // The rotate handle turns the bubble by how far it is turned from where it was grabbed (above or below).
        start: {
          bubble,
          centre: { x: selected.x, y: selected.y },
          box: selected.layout.box,
          offset: rotateBelow ? -180 : 0,
        },
        dx: 0,
        dy: 0,
        to: null,
      };
      hostRef.current?.focus({ preventScroll: true });
      event.preventDefault();
      hostRef.current?.setPointerCapture(event.pointerId);
      return;
    }
    const id = hitBubble(placed, point.x, point.y);
    if (!id) {
      onSelect(null);
      return;
    }
    const item = placed.find((candidate) => candidate.id === id)!;
    gesture.current = {
      press: startPress(event.pointerType, event.clientX, event.clientY, event.timeStamp),
      pointerId: event.pointerId,
      id,
      kind: 'move',
      dx: item.x - point.x,
      dy: item.y - point.y,
      to: null,
    };
    // Keyboard shortcuts (Delete, arrows) act on the selection; the panel takes focus without scrolling.
    hostRef.current?.focus({ preventScroll: true });
    if (event.pointerType !== 'touch') {
      event.preventDefault();
      hostRef.current?.setPointerCapture(event.pointerId);
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (current.start && current.kind !== 'move') {
      const point = toReference(event);
      const { bubble, centre, box, offset } = current.start;
      setPreview(
        current.kind === 'rotate'
          ? withRotation(bubble, rotationFromPointer(centre, point, event.shiftKey, offset))
          : resizeByHandle(bubble, current.handle!, { centre, box }, point),
      );
      return;
    }
    const wasDragging = current.press.state === 'dragging';
    current.press = movePress(current.press, event.clientX, event.clientY, event.timeStamp);
    if (current.press.state !== 'dragging') return;
    if (!wasDragging) {
      if (event.pointerType === 'touch') hostRef.current?.setPointerCapture(event.pointerId);
      if (current.id !== selectedId) onSelect(current.id);
    }
    const point = toReference(event);
    let to = {
      x: Math.min(reference.width, Math.max(0, point.x + current.dx)),
      y: Math.min(reference.height, Math.max(0, point.y + current.dy)),
    };
    // Alt (Option) places freely; otherwise edges and centres settle on the panel's and the other bubbles'.
    const item = placed.find((candidate) => candidate.id === current.id);
    if (item && !event.altKey) {
      const others = placed
        .filter((other) => other.id !== current.id)
        .map((other) => {
          const box = rotatedBox(other.layout.box, rotations.get(other.id) ?? 0);
          return { ...box, x: other.x + box.x, y: other.y + box.y };
        });
      const snapped = snapBubble(
        to,
        rotatedBox(item.layout.box, rotations.get(item.id) ?? 0),
        others,
        reference,
        6 / Math.min(1, scale),
      );
      to = {
        x: Math.min(reference.width, Math.max(0, snapped.x)),
        y: Math.min(reference.height, Math.max(0, snapped.y)),
      };
      showGuides(snapped.guides);
    }
    current.to = to;
    // Straight to the Konva nodes: a drag never re-renders React.
    shapes.current.get(current.id)?.position(to);
    if (current.id === selectedId) frameRef.current?.position(to);
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    showGuides([]);
    if (current.kind !== 'move') {
      const changed =
        preview && current.start && JSON.stringify(preview) !== JSON.stringify(current.start.bubble) ? preview : null;
      if (changed) onChange?.(changed);
      setPreview(null);
      return;
    }
    const end = endPress(current.press, event.clientX, event.clientY);
    if (end === 'drag') {
      if (current.to) onMove(current.id, current.to.x / reference.width, current.to.y / reference.height);
      return;
    }
    if (end !== 'tap') return;
    const tap = { bubbleId: current.id, at: event.timeStamp };
    const double = isDoubleTap(lastTap.current, tap);
    lastTap.current = double ? null : tap;
    onSelect(current.id);
    if (tapAction(current.press.kind, double) === 'open') onOpen(current.id);
  }

  function onPointerCancel(event: ReactPointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    showGuides([]);
    setPreview(null);
    snapBack(current.id);
  }

  /** Guides change only when what lines up changes, so a drag along a guide does not re-render. */
  const guidesKey = useRef('');
  function showGuides(next: Guide[]) {
    const key = JSON.stringify(next);
    if (key === guidesKey.current) return;
    guidesKey.current = key;
    setGuides(next);
  }

  // A finger resting on a bubble may become a drag: until it moves early (a scroll), the page must not scroll.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const onTouchMove = (event: TouchEvent) => {
      if (gesture.current && holdsPage(gesture.current.press) && event.cancelable) event.preventDefault();
    };
    host.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => host.removeEventListener('touchmove', onTouchMove);
  }, []);

  return (
    <div
      ref={hostRef}
      tabIndex={-1}
      data-bubble-stage=""
      // For tests and tools: where the selected bubble's handles are (CSS px in the panel), the guides shown, the
      // bubbles whose words are cut off.
      data-handles={
        selected && scale
          ? JSON.stringify(
              Object.fromEntries(
                handles.map((item) => [item.handle, { x: Math.round(item.x * scale), y: Math.round(item.y * scale) }]),
              ),
            )
          : undefined
      }
      data-guides={guides.length}
      data-overflow={overflowKey || undefined}
      className="absolute inset-0 outline-none select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onContextMenu={(event) => gesture.current && event.preventDefault()}
    >
      {width > 0 && (
        <Stage width={width} height={height} listening={false}>
          <MediaLayer source={media} width={width} height={height} failed={failed} />
          <Layer scaleX={scale} scaleY={scale} listening={false}>
            {placed.map((item) => (
              <BubbleShape key={item.id} item={item} register={register} />
            ))}
            {overflow.map(({ id }) => {
              const item = placed.find((candidate) => candidate.id === id);
              return item && <OverflowFrame key={id} item={item} rotation={rotations.get(id) ?? 0} scale={scale} />;
            })}
            {guides.map((guide, i) => (
              <Line
                key={i}
                points={
                  guide.axis === 'x'
                    ? [guide.at, guide.from, guide.at, guide.to]
                    : [guide.from, guide.at, guide.to, guide.at]
                }
                stroke={GUIDE}
                strokeWidth={1.5}
                strokeScaleEnabled={false}
                dash={guide.kind === 'bubble' ? [4 / scale, 3 / scale] : undefined}
              />
            ))}
            {selected && (
              <SelectionFrame
                item={selected}
                rotation={rotations.get(selected.id) ?? 0}
                scale={scale}
                coarse={coarse}
                rotateBelow={rotateBelow}
                frameRef={frameRef}
              />
            )}
          </Layer>
        </Stage>
      )}
      {selected && onTail && (
        <TailHandle
          item={selected}
          scale={scale}
          panel={reference}
          label={tailLabel?.(bubbles.find((bubble) => bubble.id === selected.id)!) ?? ''}
          onDrag={(tip) => setTailDraft(tip && { id: selected.id, tip })}
          onChange={(tip) => onTail(selected.id, tip)}
        />
      )}
    </div>
  );
}
