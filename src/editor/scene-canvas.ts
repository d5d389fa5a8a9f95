// A scene as one picture: its panels laid out like the reader's grid, each with its bubbles, drawn onto a canvas and
// saved as a PNG (the scene download). Pictures are same-origin /media/ files, so the canvas stays exportable.
import { bubbleCenter, bubbleType, resolveBubbleStyle, visibleBubbles, BUBBLE_REFERENCE_WIDTH, type TextBubble } from './bubble-style';

export interface ScenePanelPicture {
  imageUrl: string | null;
  textBubbles: TextBubble[];
}

/** Columns of the panel grid for a panel count and aspect ratio (wide panels stack, portrait ones sit side by side). */
export function panelColumns(count: number, aspectRatio: string): number {
  if (count <= 1) return 1;
  if (aspectRatio === '3:2') return 2;
  if (count === 2 || count === 4) return 2;
  return 3;
}

function ratio(aspectRatio: string) {
  const [w, h] = aspectRatio.split(':').map(Number);
  return w && h ? h / w : 4 / 3;
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawBubble(ctx: CanvasRenderingContext2D, bubble: TextBubble, x0: number, y0: number, width: number, height: number) {
  const style = resolveBubbleStyle(bubble);
  const type = bubbleType(bubble);
  const k = width / BUBBLE_REFERENCE_WIDTH;
  const fontSize = style.fontSize * k;
  ctx.font = `${style.fontWeight} ${fontSize}px "${style.fontFamily}", Bangers, sans-serif`;
  const padding = style.padding * k;
  const lines = wrap(ctx, bubble.text, Math.min(style.maxWidth * k, width * 0.92) - padding * 2);
  const textWidth = Math.max(...lines.map((line) => ctx.measureText(line).width));
  const boxW = textWidth + padding * 2;
  const lineHeight = fontSize * 1.15;
  const boxH = lines.length * lineHeight + padding * 2;
  const { x, y } = bubbleCenter(bubble);
  const left = x0 + x * width - boxW / 2;
  const top = y0 + y * height - boxH / 2;
  const radius = style.bubbleShape === 'rectangular' ? 3 * k : Math.min(boxH / 2, 18 * k);

  ctx.save();
  ctx.globalAlpha = style.opacity;
  ctx.fillStyle = style.backgroundColor;
  ctx.strokeStyle = style.borderColor;
  ctx.lineWidth = style.borderWidth * k;
  ctx.beginPath();
  ctx.roundRect(left, top, boxW, boxH, radius);
  ctx.fill();
  ctx.stroke();
  if (type === 'speech' && style.tailDirection !== 'none') {
    const down = !style.tailDirection.startsWith('top');
    const edge = down ? top + boxH : top;
    const start = style.tailDirection.endsWith('right') ? left + boxW * 0.7 : left + boxW * 0.18;
    const size = style.tailSize * k;
    ctx.beginPath();
    ctx.moveTo(start, edge);
    ctx.lineTo(start + size * 0.3, edge + (down ? size * 1.3 : -size * 1.3));
    ctx.lineTo(start + size, edge);
    ctx.fill();
    ctx.stroke();
  }
  ctx.fillStyle = style.textColor;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => ctx.fillText(line, left + boxW / 2, top + padding + i * lineHeight));
  ctx.restore();
}

/** Renders the scene to a PNG blob. */
export async function renderScenePng(panels: ScenePanelPicture[], aspectRatio: string, panelWidth = 600): Promise<Blob> {
  const cols = panelColumns(panels.length, aspectRatio);
  const rows = Math.max(1, Math.ceil(panels.length / cols));
  const gap = 16;
  const panelHeight = Math.round(panelWidth * ratio(aspectRatio));
  const canvas = document.createElement('canvas');
  canvas.width = cols * panelWidth + (cols + 1) * gap;
  canvas.height = rows * panelHeight + (rows + 1) * gap;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  await document.fonts?.ready;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const images = await Promise.all(panels.map((panel) => (panel.imageUrl ? loadImage(panel.imageUrl) : Promise.resolve(null))));
  panels.forEach((panel, i) => {
    const x = gap + (i % cols) * (panelWidth + gap);
    const y = gap + Math.floor(i / cols) * (panelHeight + gap);
    const image = images[i];
    ctx.fillStyle = '#fdeec8';
    ctx.fillRect(x, y, panelWidth, panelHeight);
    if (image) {
      // Cover the panel like the reader's object-fit: cover.
      const scale = Math.max(panelWidth / image.width, panelHeight / image.height);
      const sw = panelWidth / scale;
      const sh = panelHeight / scale;
      ctx.drawImage(image, (image.width - sw) / 2, (image.height - sh) / 2, sw, sh, x, y, panelWidth, panelHeight);
    }
    for (const bubble of visibleBubbles(panel.textBubbles)) drawBubble(ctx, bubble, x, y, panelWidth, panelHeight);
    ctx.strokeStyle = '#1b1530';
    ctx.lineWidth = 6;
    ctx.strokeRect(x, y, panelWidth, panelHeight);
  });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not create the image'))), 'image/png'));
}

/** 'Nova and the Neon Bar' scene 2 → 'nova-and-the-neon-bar-scene-2.png' */
export function sceneFileName(storyTitle: string, sceneNumber: number): string {
  const slug = storyTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'story';
  return `${slug}-scene-${sceneNumber}.png`;
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
