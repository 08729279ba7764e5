import type { PALETTES } from './landscape';

export interface DemoPainting {
  title: string;
  description: string;
  width: number;
  height: number;
  year: number;
  price: number;
  currency?: 'NZD' | 'USD';
  location: string;
  gps: [number, number];
  palettes: (keyof typeof PALETTES)[];
  featured?: boolean;
  sold?: boolean;
  hidden?: boolean;
}

const GLENORCHY = 'Glenorchy, Otago, New Zealand';
const WAIPU = 'Waipu, Northland, New Zealand';

/** Demo collection for the embedded run: paintings around Glenorchy and Waipu, oldest first. */
export const DEMO_PAINTINGS: DemoPainting[] = [
  {
    title: 'Dawn over Lake Wakatipu',
    description: 'First light spills across the head of the lake while the ranges are still blue with night.',
    width: 36,
    height: 24,
    year: 2021,
    price: 9800,
    location: GLENORCHY,
    gps: [-44.8509, 168.3976],
    palettes: ['dawn', 'day'],
    featured: true,
  },
  {
    title: 'Mount Earnslaw in Winter Light',
    description: 'Pikirakatahi under fresh snow, painted on a still July morning from the Rees River flats.',
    width: 30,
    height: 40,
    year: 2021,
    price: 14500,
    location: GLENORCHY,
    gps: [-44.6167, 168.4],
    palettes: ['winter', 'day', 'dawn'],
    sold: true,
  },
  {
    title: 'Dart River Braids',
    description: 'Silver channels of the Dart River winding between shingle banks toward the lake.',
    width: 40,
    height: 30,
    year: 2022,
    price: 12800,
    location: GLENORCHY,
    gps: [-44.7, 168.35],
    palettes: ['day'],
    featured: true,
  },
  {
    title: 'Paradise Valley Beeches',
    description: 'Red beech and golden tussock on the road to Paradise, late afternoon.',
    width: 24,
    height: 18,
    year: 2022,
    price: 5600,
    location: 'Paradise, Glenorchy, Otago, New Zealand',
    gps: [-44.73, 168.43],
    palettes: ['dusk', 'day'],
  },
  {
    title: 'Routeburn Falls Morning',
    description: 'Mist lifting from the Routeburn valley above the falls hut.',
    width: 20,
    height: 16,
    year: 2023,
    price: 4200,
    location: 'Routeburn Track, Mount Aspiring National Park',
    gps: [-44.7246, 168.1707],
    palettes: ['dawn'],
    featured: true,
  },
  {
    title: 'Pig Island from Kinloch',
    description: 'The wooded islands of the lake head seen across calm water from the Kinloch shore.',
    width: 30,
    height: 20,
    year: 2023,
    price: 7900,
    location: 'Kinloch, Glenorchy, Otago, New Zealand',
    gps: [-44.84, 168.35],
    palettes: ['day', 'dusk', 'dawn', 'winter'],
  },
  {
    title: 'Glenorchy Wharf at Dusk',
    description: 'The old red shed and the wharf as the last light leaves the Humboldt Mountains.',
    width: 24,
    height: 24,
    year: 2023,
    price: 6400,
    location: GLENORCHY,
    gps: [-44.85, 168.386],
    palettes: ['dusk', 'dawn'],
    featured: true,
  },
  {
    title: 'Mount Alfred Reflections',
    description: 'A private study of Mount Alfred reflected in the lagoon.',
    width: 16,
    height: 12,
    year: 2024,
    price: 2900,
    location: GLENORCHY,
    gps: [-44.8, 168.4],
    palettes: ['day'],
    hidden: true,
  },
  {
    title: 'Waipu Cove Morning',
    description: 'Long swell rolling into Waipu Cove under a washed Northland sky.',
    width: 36,
    height: 24,
    year: 2024,
    price: 8800,
    location: WAIPU,
    gps: [-36.027, 174.494],
    palettes: ['coast', 'dawn'],
    featured: true,
  },
  {
    title: 'Bream Head from the Estuary',
    description: 'The jagged line of Bream Head beyond the Waipu estuary sandbars.',
    width: 40,
    height: 24,
    year: 2024,
    price: 11200,
    location: WAIPU,
    gps: [-35.85, 174.58],
    palettes: ['coast', 'day', 'dusk'],
    sold: true,
  },
  {
    title: 'Langs Beach Pohutukawa',
    description: 'Pohutukawa leaning over the rocks at Langs Beach in early summer.',
    width: 24,
    height: 30,
    year: 2025,
    price: 6900,
    location: 'Langs Beach, Northland, New Zealand',
    gps: [-36.045, 174.515],
    palettes: ['coast'],
  },
  {
    title: 'Hen and Chickens at Sunset',
    description: 'The Hen and Chickens Islands floating on a gold sea, seen from the Waipu hills.',
    width: 48,
    height: 30,
    year: 2025,
    price: 18500,
    location: WAIPU,
    gps: [-35.92, 174.73],
    palettes: ['dusk', 'coast'],
    featured: true,
  },
  {
    title: 'Rees Valley Storm Light',
    description: 'A front clearing over the Rees Valley, sun breaking through onto the river flats.',
    width: 30,
    height: 24,
    year: 2026,
    price: 5200,
    currency: 'USD',
    location: GLENORCHY,
    gps: [-44.75, 168.42],
    palettes: ['day', 'winter', 'dusk'],
  },
];
