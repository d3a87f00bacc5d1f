import type { NewsCategory } from '@/contract/news/types';

/** Colours per category: background, accent. */
const PALETTE: Record<NewsCategory, [string, string]> = {
  industry: ['#e8f0fe', '#1456f0'],
  notice: ['#fff4e5', '#d46b08'],
  help: ['#e6f7ef', '#08875a'],
};

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 16777619) >>> 0;
  }
  return value;
}

/** A 16:9 cover without text (so it suits both languages): sea, a ship and containers. */
export function coverSvg(category: NewsCategory, seed: string): string {
  const [background, accent] = PALETTE[category];
  const h = hash(seed);
  const boxes = Array.from({ length: 3 + (h % 4) }, (_, index) => {
    const x = 150 + index * 44;
    const shade = ['#ffffff', accent, '#8aa4d6', '#f0b35a'][(h >> index) & 3] ?? accent;
    return `<rect x="${x}" y="${120 - ((h >> (index + 3)) & 1) * 26}" width="40" height="24" rx="2" fill="${shade}" opacity="0.9"/>`;
  }).join('');
  const sun = 60 + (h % 380);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" width="480" height="270">',
    `<rect width="480" height="270" fill="${background}"/>`,
    `<circle cx="${sun}" cy="60" r="28" fill="${accent}" opacity="0.25"/>`,
    `<path d="M0 190 Q120 170 240 190 T480 190 V270 H0Z" fill="${accent}" opacity="0.18"/>`,
    `<path d="M120 146 H400 L372 190 H148Z" fill="${accent}"/>`,
    boxes,
    `<path d="M0 215 Q120 198 240 215 T480 215 V270 H0Z" fill="${accent}" opacity="0.3"/>`,
    '</svg>',
  ].join('');
}

/** A small bar chart for an article's body. */
export function figureSvg(seed: string): string {
  const h = hash(seed);
  const bars = Array.from({ length: 8 }, (_, index) => {
    const height = 40 + ((h >> (index * 3)) & 7) * 18;
    return `<rect x="${40 + index * 52}" y="${230 - height}" width="32" height="${height}" rx="3" fill="#1456f0" opacity="${0.45 + index * 0.07}"/>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 260" width="480" height="260">',
    '<rect width="480" height="260" fill="#f5f7fb"/>',
    '<path d="M30 230 H460" stroke="#8c8c8c" stroke-width="1"/>',
    bars,
    '</svg>',
  ].join('');
}
