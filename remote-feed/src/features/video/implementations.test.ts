import { describe, expect, it } from 'vitest';
import {
  chooseVideoSource,
  firstImplementation,
  hlsSendsCookies,
  listImplementations,
  VideoPlayerError,
  type VideoImplementation,
} from './implementations';

const video = {
  video_hls_url: '/media/v/master.m3u8',
  video_versions: [{ type: 101, url: '/media/v/720.mp4', width: 720, height: 1280 }],
};

describe('listImplementations', () => {
  it('plays HLS through hls.js where Media Source exists, with native HLS and the file behind it', () => {
    expect(listImplementations(video, { mediaSource: true, nativeHls: true }).map((i) => i.kind)).toEqual([
      'hls.js',
      'native-hls',
      'progressive',
    ]);
    expect(chooseVideoSource(video, { mediaSource: true, nativeHls: true })).toEqual({
      kind: 'hls.js',
      url: '/media/v/master.m3u8',
    });
  });
  it('puts the progressive file first when asked, the adaptive ways behind it', () => {
    expect(
      listImplementations(video, { mediaSource: true, nativeHls: true }, { progressiveFirst: true }).map((i) => i.kind),
    ).toEqual(['progressive', 'hls.js', 'native-hls']);
    // Without a file there is nothing to put first.
    expect(
      listImplementations(
        { ...video, video_versions: [] },
        { mediaSource: true, nativeHls: false },
        {
          progressiveFirst: true,
        },
      ).map((i) => i.kind),
    ).toEqual(['hls.js']);
  });
  it('falls back to native HLS, then to the progressive file', () => {
    expect(chooseVideoSource(video, { mediaSource: false, nativeHls: true })?.kind).toBe('native-hls');
    expect(chooseVideoSource(video, { mediaSource: false, nativeHls: false })).toEqual({
      kind: 'progressive',
      url: '/media/v/720.mp4',
    });
    expect(chooseVideoSource({ ...video, video_hls_url: null }, { mediaSource: true, nativeHls: true })?.kind).toBe(
      'progressive',
    );
  });
  it('gives nothing when no URL can play', () => {
    expect(
      listImplementations({ video_hls_url: null, video_versions: [] }, { mediaSource: true, nativeHls: true }),
    ).toEqual([]);
    expect(
      chooseVideoSource({ video_hls_url: '/m.m3u8', video_versions: null }, { mediaSource: false, nativeHls: false }),
    ).toBeNull();
  });
});

describe('firstImplementation', () => {
  it('fails with no_implementations and the catalogue message when given none', () => {
    expect(() => firstImplementation([])).toThrow('Cannot play video: No progressive URL is available');
    try {
      firstImplementation([]);
    } catch (error) {
      expect(error).toBeInstanceOf(VideoPlayerError);
      expect((error as VideoPlayerError).reason).toBe('no_implementations');
    }
  });
  it('treats a kind it does not know as fatal', () => {
    const unknown = [{ kind: 'dash', url: '/x.mpd' }] as unknown as VideoImplementation[];
    expect(() => firstImplementation(unknown)).toThrow(VideoPlayerError);
  });
  it('returns the first known one', () => {
    expect(firstImplementation([{ kind: 'progressive', url: '/a.mp4' }]).url).toBe('/a.mp4');
  });
});

describe('hlsSendsCookies', () => {
  const page = 'http://localhost:3100/p/abc/';
  it('sends the session cookie to the API origin, whether the shell is on it or not', () => {
    expect(hlsSendsCookies('http://localhost:3000/media/m/x/hls/master.m3u8', 'http://localhost:3000/', page)).toBe(
      true,
    );
    expect(hlsSendsCookies('/media/m/x/hls/master.m3u8', '/', page)).toBe(true);
  });
  it('sends no cookie to a media origin of its own', () => {
    expect(hlsSendsCookies('https://cdn.example.com/media/m/x/hls/master.m3u8', 'http://localhost:3000/', page)).toBe(
      false,
    );
  });
});
