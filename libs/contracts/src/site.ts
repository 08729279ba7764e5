/**
 * The artist's name as every page shows it: the shell's brand and the catalog's crawler pages.
 * Placeholder until the artist's name is confirmed.
 */
export const ARTIST_NAME = 'Aroha Lane';
