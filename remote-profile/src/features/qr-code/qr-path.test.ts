import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws a version-appropriate square with the quiet zone and the three finder patterns', () => {
    const { size, d } = qrPath('http://localhost:3210/lin.xiaoyu/');
    // Versions are 21 + 4k modules wide; plus 4 modules of quiet zone each side.
    expect((size - 8 - 21) % 4).toBe(0);
    // Finder patterns' top-left corners are dark: (4,4), (size-11,4), (4,size-11).
    expect(d).toContain('M4 4h1v1h-1z');
    expect(d).toContain(`M${size - 11} 4h1v1h-1z`);
    expect(d).toContain(`M4 ${size - 11}h1v1h-1z`);
  });

  it('changes with the text it encodes', () => {
    expect(qrPath('http://a.example/x/').d).not.toBe(qrPath('http://a.example/y/').d);
  });
});
