import { MAX_IMAGE_BYTES } from '@atelier/contracts';
import { apiErrorMessage } from '@atelier/ui';

/** The files over the 10 MB limit of requirements §9 (10,485,760 bytes each), checked before anything is sent. */
export function oversizedFiles<T extends { size: number }>(files: readonly T[]): T[] {
  return files.filter((file) => file.size > MAX_IMAGE_BYTES);
}

/** requirements §5: the 'Files Too Large' toast text. */
export function filesTooLargeMessage(count: number): string {
  return `${count} file(s) exceed 10MB limit. Please choose smaller images.`;
}

const TOO_LARGE = /payload too large|request entity too large/i;

/** requirements §8 'Upload Failed' text: too-large answers get the friendly size message. */
export function uploadFailureMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error ?? '');
  if (TOO_LARGE.test(raw)) return 'Image file is too large. Please choose a smaller image (under 10MB).';
  return apiErrorMessage(error) ?? 'Failed to upload image. Please try again.';
}
