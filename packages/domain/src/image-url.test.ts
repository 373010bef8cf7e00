import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url.ts';

describe('imageUrl', () => {
  it('keeps http(s) URLs and prefixes paths with the host', () => {
    expect(imageUrl('https://cdn.example/x.webp', 'http://localhost:3000')).toBe(
      'https://cdn.example/x.webp',
    );
    expect(imageUrl('/media/a.webp', 'http://localhost:3000/')).toBe('http://localhost:3000/media/a.webp');
    expect(imageUrl('media/a.webp', 'http://localhost:3000')).toBe('http://localhost:3000/media/a.webp');
    expect(imageUrl(null, 'http://localhost:3000')).toBe('');
  });
});
