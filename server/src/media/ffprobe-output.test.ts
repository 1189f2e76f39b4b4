import { describe, expect, it } from 'vitest';
import { parseProbeOutput } from './ffprobe-output.js';

describe('parseProbeOutput', () => {
  it('reads the format and streams ffprobe answers, numbers as text or numbers', () => {
    const output = JSON.stringify({
      format: { duration: '3.200000', format_name: 'mov,mp4', size: '1234' },
      streams: [
        { codec_type: 'video', width: 1920, height: 1080, tags: { rotate: '90' } },
        { codec_type: 'audio', side_data_list: [{ rotation: -90 }] },
      ],
    });
    expect(parseProbeOutput(output)).toEqual({
      format: { duration: '3.200000', format_name: 'mov,mp4' },
      streams: [
        { codec_type: 'video', width: 1920, height: 1080, tags: { rotate: '90' } },
        { codec_type: 'audio', side_data_list: [{ rotation: -90 }] },
      ],
    });
    expect(parseProbeOutput('{}')).toEqual({});
  });

  it('rejects output that is not JSON, or not what ffprobe answers', () => {
    expect(() => parseProbeOutput('Invalid data found when processing input')).toThrow('did not answer JSON');
    expect(() => parseProbeOutput(JSON.stringify({ streams: [{ width: 'wide' }] }))).toThrow('unexpected JSON');
    expect(() => parseProbeOutput('[]')).toThrow('unexpected JSON');
  });
});
