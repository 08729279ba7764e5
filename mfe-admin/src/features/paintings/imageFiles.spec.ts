import { ApiError } from '@atelier/ui';
import { MAX_IMAGE_BYTES } from '@atelier/contracts';
import { filesTooLargeMessage, oversizedFiles, uploadFailureMessage } from './imageFiles';

describe(oversizedFiles.name, () => {
  it('lets a file of exactly 10,485,760 bytes through and stops one byte more', () => {
    const exact = { name: 'exact.jpg', size: 10_485_760 };
    const over = { name: 'over.jpg', size: 10_485_761 };
    const small = { name: 'small.jpg', size: 1200 };
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(oversizedFiles([exact, small])).toEqual([]);
    expect(oversizedFiles([exact, over, small, { ...over, name: 'over2.jpg' }])).toEqual([over, { ...over, name: 'over2.jpg' }]);
  });

  it('works on real File objects', () => {
    const file = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(oversizedFiles([file])).toEqual([file]);
  });
});

describe(filesTooLargeMessage.name, () => {
  it('counts the files in the SPEC text', () => {
    expect(filesTooLargeMessage(2)).toBe('2 file(s) exceed 10MB limit. Please choose smaller images.');
  });
});

describe(uploadFailureMessage.name, () => {
  it('maps payload-too-large answers to the size message', () => {
    const friendly = 'Image file is too large. Please choose a smaller image (under 10MB).';
    expect(uploadFailureMessage(new ApiError(413, '{"statusCode":413,"message":"Payload Too Large"}', 'Payload Too Large'))).toBe(friendly);
    expect(uploadFailureMessage(new ApiError(413, '<html>413 Request Entity Too Large</html>', 'Payload Too Large'))).toBe(friendly);
  });

  it("shows the server's message, else the SPEC fallback", () => {
    expect(uploadFailureMessage(new ApiError(400, '{"statusCode":400,"message":"Unsupported image type"}', 'Bad Request'))).toBe(
      'Unsupported image type',
    );
    expect(uploadFailureMessage(new Error(''))).toBe('Failed to upload image. Please try again.');
  });
});
