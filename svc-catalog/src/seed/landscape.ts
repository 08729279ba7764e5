import sharp from 'sharp';

/** A small deterministic PRNG so each seeded painting always gets the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  ridges: [string, string, string];
  water: string;
  land: string;
}

export const PALETTES: Record<'dawn' | 'day' | 'dusk' | 'winter' | 'coast', Palette> = {
  dawn: {
    skyTop: '#f3c9a8',
    skyBottom: '#fbe8d3',
    sun: '#fff4e0',
    ridges: ['#9aa6b8', '#6f7d95', '#46536b'],
    water: '#8fa7b8',
    land: '#3d4a3a',
  },
  day: {
    skyTop: '#7fa8c9',
    skyBottom: '#d6e6ef',
    sun: '#fffbe8',
    ridges: ['#b7c3cf', '#7c8fa3', '#4b5f52'],
    water: '#5d8aa6',
    land: '#4e6b3c',
  },
  dusk: {
    skyTop: '#3f4a72',
    skyBottom: '#e39a6f',
    sun: '#ffd3a1',
    ridges: ['#6a5a78', '#4a3f5e', '#2c2740'],
    water: '#7d6a86',
    land: '#262233',
  },
  winter: {
    skyTop: '#a9bccd',
    skyBottom: '#eef2f5',
    sun: '#ffffff',
    ridges: ['#f4f6f8', '#c9d3dc', '#7d8c99'],
    water: '#98acbb',
    land: '#5b6a66',
  },
  coast: {
    skyTop: '#8cc3d9',
    skyBottom: '#f1ece0',
    sun: '#fff8e6',
    ridges: ['#9fb89a', '#6f9170', '#3f6446'],
    water: '#3f8fa6',
    land: '#d8c9a3',
  },
};

function ridge(rand: () => number, width: number, baseY: number, amplitude: number, roughness: number): string {
  const points: string[] = [`0,${baseY}`];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const y = baseY - amplitude * (0.3 + 0.7 * Math.abs(Math.sin(i / 3 + rand() * roughness))) + (rand() - 0.5) * amplitude * 0.3;
    points.push(`${((i / steps) * width).toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

/**
 * Paints a layered mountain, lake and sky landscape and answers it as a JPEG:
 * demo content that looks like a landscape without shipping anyone's photographs.
 */
export async function paintLandscape(seed: number, palette: Palette, width: number, height: number): Promise<Buffer> {
  const rand = random(seed);
  const horizon = height * (0.55 + rand() * 0.12);
  const sunX = width * (0.2 + rand() * 0.6);
  const sunY = horizon * (0.35 + rand() * 0.3);
  const layers = palette.ridges
    .map((color, i) => {
      const base = horizon - (2 - i) * height * 0.04;
      const points = ridge(rand, width, base, height * (0.32 - i * 0.08), 1.5 + i);
      return `<polygon points="${points} ${width},${horizon} 0,${horizon}" fill="${color}" opacity="${0.92 - i * 0.04}"/>`;
    })
    .join('');
  const strokes = Array.from({ length: 40 }, () => {
    const y = horizon + rand() * (height - horizon) * 0.7;
    const x = rand() * width;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(40 + rand() * 160).toFixed(0)}" height="2" fill="#ffffff" opacity="${(0.08 + rand() * 0.15).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
      <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.water}"/><stop offset="1" stop-color="${palette.land}"/></linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="${(width / 400).toFixed(1)}"/></filter>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${height * 0.05}" fill="${palette.sun}" opacity="0.85" filter="url(#soft)"/>
    <g filter="url(#soft)">${layers}</g>
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#water)"/>
    <g transform="translate(0 ${2 * horizon}) scale(1 -1)" opacity="0.25" filter="url(#soft)">${layers}</g>
    ${strokes}
    <polygon points="0,${height} 0,${height * 0.9} ${width * 0.35},${height * 0.94} ${width * 0.6},${height * 0.97} ${width},${height * 0.92} ${width},${height}" fill="${palette.land}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
