import type { Rng } from '../../core/rand';

const WIDTH = 120;
const HEIGHT = 40;
const COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0f766e'];

/**
 * The captcha as an SVG data URL: each character rotated and shifted, with crossing lines and dots
 * as noise. A mock, so the glyphs stay legible text rather than outlines.
 */
export function captchaImage(answer: string, rng: Rng): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f4f6"/>`,
  ];
  for (let line = 0; line < 5; line += 1) {
    parts.push(
      `<path d="M${rng.int(0, 20)} ${rng.int(4, 36)} Q${rng.int(30, 90)} ${rng.int(0, 40)} ${rng.int(100, 120)} ${rng.int(4, 36)}" stroke="${rng.pick(COLOURS)}" stroke-width="${rng.int(1, 2)}" fill="none" opacity="0.55"/>`,
    );
  }
  [...answer].forEach((char, index) => {
    const x = 16 + index * 26 + rng.int(-3, 3);
    const y = 28 + rng.int(-4, 4);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${rng.int(22, 27)}" font-weight="bold" fill="${rng.pick(COLOURS)}" transform="rotate(${rng.int(-25, 25)} ${x} ${y})">${char}</text>`,
    );
  });
  for (let dot = 0; dot < 30; dot += 1) {
    parts.push(
      `<circle cx="${rng.int(0, WIDTH)}" cy="${rng.int(0, HEIGHT)}" r="${rng.int(1, 2)}" fill="${rng.pick(COLOURS)}" opacity="0.6"/>`,
    );
  }
  parts.push('</svg>');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(parts.join(''))}`;
}
