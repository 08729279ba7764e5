export function readPdf(bytes: Uint8Array): Promise<{ text: string; pages: number; images: number }>;
