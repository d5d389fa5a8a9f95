// The whole-story download formats as the menu lists them (kept apart from the builders, which load on demand).
export type ExportFormat = 'pdf' | 'cbz' | 'webtoon';

export const EXPORT_FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'pdf', label: 'PDF', hint: 'A cover, then one page per scene, ready to print' },
  { format: 'cbz', label: 'Comic book (CBZ)', hint: 'One page per scene for comic reader apps' },
  { format: 'webtoon', label: 'Webtoon strip', hint: 'Slices 800 px wide for webtoon sites' },
];
