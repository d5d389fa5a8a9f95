// The editor's panel stage: a Konva stage that draws the panel's picture (or the frames of its video, playing), a failed
// picture's error state, and the panel's bubbles with the shared painter (the reader's canvas and the download paint the same
// layouts), and turns pointer input into select, open and move.
// Hit testing and the drag/tap/hold rules are the pure functions of src/editor; Konva only draws.
// Loaded lazily: the home page and the reader never download Konva.
import { Animation } from 'konva/lib/Animation';
import type Konva from 'konva/lib/Core';
import type { Image as KonvaImageNode } from 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Rect';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Group, Image as KonvaImage, Layer, Rect, Shape, Stage } from 'react-konva/lib/ReactKonvaCore';
import { hitBubble, referenceSize, type PlacedBubble } from '../bubble-geometry';
import { coverCrop } from '../panel-layout';
import { paintBubble } from '../bubble-paint';
import type { TextBubble } from '../../shared/bubbles';
import { useElementWidth, usePlacedBubbles } from '../bubble-view';
import { endPress, holdsPage, isDoubleTap, movePress, startPress, tapAction, type PointerKind, type Press, type Tap } from '../gestures';
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
}

const SELECTION = '#3d7eff';

const BubbleShape = memo(function BubbleShape({ item, register }: { item: PlacedBubble; register: (id: string, node: Konva.Shape | null) => void }) {
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

function SelectionFrame({ item, scale, frameRef }: { item: PlacedBubble; scale: number; frameRef: React.RefObject<Konva.Group | null> }) {
  const pad = 5;
  const { box } = item.layout;
  const x = box.x - pad;
  const y = box.y - pad;
  const w = box.width + pad * 2;
  const h = box.height + pad * 2;
  const handle = 9 / scale;
  const corners: [number, number][] = [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ];
  return (
    <Group ref={frameRef} x={item.x} y={item.y} rotation={item.layout.rotation} listening={false}>
      <Rect x={x} y={y} width={w} height={h} stroke={SELECTION} strokeWidth={2} strokeScaleEnabled={false} dash={[6 / scale, 4 / scale]} cornerRadius={6} />
      {corners.map(([cx, cy], i) => (
        <Rect key={i} x={cx - handle / 2} y={cy - handle / 2} width={handle} height={handle} fill="#ffffff" stroke={SELECTION} strokeWidth={2} strokeScaleEnabled={false} cornerRadius={2 / scale} />
      ))}
    </Group>
  );
}

type MediaSource = HTMLImageElement | HTMLVideoElement;

const sourceSize = (source: MediaSource) =>
  source instanceof HTMLVideoElement ? { width: source.videoWidth, height: source.videoHeight } : { width: source.naturalWidth, height: source.naturalHeight };

/**
 * The picture to draw: a loaded image for a still, or the panel's own playing <video>. Animated pictures (the offline
 * provider's APNG motion) are left to the page's <img>: a canvas only ever draws their first frame.
 */
function useMediaSource(host: React.RefObject<HTMLElement | null>, imageUrl: string | null | undefined, videoUrl: string | null | undefined) {
  const [source, setSource] = useState<MediaSource | null>(null);
  useEffect(() => {
    setSource(null);
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
  }, [host, imageUrl, videoUrl]);
  return source;
}

/** The media layer: the picture cropped like object-fit: cover; a video's layer redraws on every frame. */
function MediaLayer({ source, width, height, failed }: { source: MediaSource | null; width: number; height: number; failed: boolean }) {
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
  /** From the pointer to the bubble's centre, so the bubble does not jump under the pointer. */
  dx: number;
  dy: number;
  to: { x: number; y: number } | null;
}

export default function BubbleStage({ imageUrl, videoUrl, failed = false, onMediaDrawn, bubbles, aspectRatio, selectedId, onSelect, onOpen, onMove, onTail, tailLabel }: BubbleStageProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(hostRef);
  const media = useMediaSource(hostRef, imageUrl, videoUrl);
  const mediaDrawn = media !== null && width > 0;
  useEffect(() => {
    onMediaDrawn?.(mediaDrawn);
  }, [mediaDrawn, onMediaDrawn]);
  const reference = referenceSize(aspectRatio);
  // A tail tip being dragged: the bubble is drawn with it until the drag ends and the saved tip takes over.
  const [tailDraft, setTailDraft] = useState<{ id: string; tip: { x: number; y: number } } | null>(null);
  const drawn = useMemo(() => (tailDraft ? bubbles.map((bubble) => (bubble.id === tailDraft.id ? { ...bubble, tail: tailDraft.tip } : bubble)) : bubbles), [bubbles, tailDraft]);
  const placed = usePlacedBubbles(drawn, aspectRatio);
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

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (!scale || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const point = toReference(event);
    const id = hitBubble(placed, point.x, point.y);
    if (!id) {
      onSelect(null);
      return;
    }
    const item = placed.find((candidate) => candidate.id === id)!;
    gesture.current = {
      press: startPress(event.pointerType as PointerKind, event.clientX, event.clientY, event.timeStamp),
      pointerId: event.pointerId,
      id,
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
    const wasDragging = current.press.state === 'dragging';
    current.press = movePress(current.press, event.clientX, event.clientY, event.timeStamp);
    if (current.press.state !== 'dragging') return;
    if (!wasDragging) {
      if (event.pointerType === 'touch') hostRef.current?.setPointerCapture(event.pointerId);
      if (current.id !== selectedId) onSelect(current.id);
    }
    const point = toReference(event);
    const to = {
      x: Math.min(reference.width, Math.max(0, point.x + current.dx)),
      y: Math.min(reference.height, Math.max(0, point.y + current.dy)),
    };
    current.to = to;
    // Straight to the Konva nodes: a drag never re-renders React.
    shapes.current.get(current.id)?.position(to);
    if (current.id === selectedId) frameRef.current?.position(to);
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
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
    snapBack(current.id);
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
            {selected && <SelectionFrame item={selected} scale={scale} frameRef={frameRef} />}
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
