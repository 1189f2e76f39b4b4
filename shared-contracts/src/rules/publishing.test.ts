import { describe, expect, it } from 'vitest';
import {
  buildConfigureForm,
  buildSidecarBody,
  publishErrorReason,
  publishErrorTitle,
  validateVideo,
  type VideoFacts,
} from './publishing.js';

const video = (facts: Partial<VideoFacts>): VideoFacts => ({
  mimeType: 'video/mp4',
  width: 720,
  height: 1280,
  durationSeconds: 10,
  ...facts,
});

describe('validateVideo (the video refusals, in order)', () => {
  it('accepts MP4, MOV and WebM within the limits', () => {
    expect(validateVideo(video({}))).toBeNull();
    expect(validateVideo(video({ mimeType: 'video/quicktime', width: 1920, height: 1080 }))).toBeNull();
    expect(validateVideo(video({ mimeType: 'video/webm', width: 500, height: 500, durationSeconds: 90 }))).toBeNull();
  });

  it('refuses other formats first', () => {
    expect(validateVideo(video({ mimeType: 'video/x-msvideo', width: null }))).toEqual({
      reason: 'format_not_supported',
    });
  });

  it('says not supported when the browser cannot read the video', () => {
    expect(validateVideo(video({ width: null }))).toEqual({ reason: 'not_supported' });
    expect(validateVideo(video({ durationSeconds: Number.NaN }))).toEqual({ reason: 'not_supported' });
  });

  it('refuses aspect ratios outside 9:16 … 16:9', () => {
    expect(validateVideo(video({ width: 1000, height: 2000 }))).toEqual({ reason: 'aspect_ratio' });
    expect(validateVideo(video({ width: 2100, height: 1000 }))).toEqual({ reason: 'aspect_ratio' });
  });

  it('needs more than the minimum and less than the maximum duration', () => {
    expect(validateVideo(video({ durationSeconds: 2.4 }))).toEqual({ reason: 'too_short', seconds: 3 });
    expect(validateVideo(video({ durationSeconds: 90.5 }))).toEqual({ reason: 'too_long', seconds: 90 });
  });
});

describe('buildConfigureForm (optional fields only when they hold something)', () => {
  it('sends only what is present', () => {
    expect(
      buildConfigureForm({ upload_id: '1', caption: 'hi', usertags: [], location: null, invite_coauthor_user_ids: [] }),
    ).toEqual({
      upload_id: '1',
      caption: 'hi',
    });
  });

  it('sends collaborators only when there are some, as a JSON list of ids', () => {
    const form = { upload_id: '1', caption: '', invite_coauthor_user_ids: ['5', '6'] };
    expect(buildConfigureForm(form).invite_coauthor_user_ids_string).toBe('["5","6"]');
    const sidecar = { client_sidecar_id: '9', caption: '', children: [], invite_coauthor_user_ids: ['5'] };
    expect(buildSidecarBody(sidecar).invite_coauthor_user_ids_string).toBe('["5"]');
    expect(buildSidecarBody({ ...sidecar, invite_coauthor_user_ids: [] })).not.toHaveProperty(
      'invite_coauthor_user_ids_string',
    );
  });

  it('sends usertags with at least one tag, location with geotag_enabled, and the controls', () => {
    const form = buildConfigureForm({
      upload_id: '1',
      caption: '',
      custom_accessibility_caption: '  a dog ',
      usertags: [{ user_id: '7', position: [1.2, 0.5] }],
      location: { facebook_places_id: '12', name: 'Bund', lat: 31.2, lng: 121.5 },
      disable_comments: true,
      like_and_view_counts_disabled: true,
    });
    expect(form).toEqual({
      upload_id: '1',
      caption: '',
      custom_accessibility_caption: 'a dog',
      usertags: JSON.stringify({ in: [{ user_id: '7', position: [1, 0.5] }] }),
      location: JSON.stringify({ facebook_places_id: '12', name: 'Bund', lat: 31.2, lng: 121.5 }),
      geotag_enabled: '1',
      disable_comments: '1',
      like_and_view_counts_disabled: '1',
    });
  });
});

describe('buildSidecarBody', () => {
  it('gives each child its own alt text and tags, only when present', () => {
    const body = buildSidecarBody({
      client_sidecar_id: '99',
      caption: 'two',
      children: [
        { upload_id: '1', custom_accessibility_caption: 'first', usertags: [{ user_id: '3', position: [0, 0] }] },
        { upload_id: '2', custom_accessibility_caption: ' ', usertags: [] },
      ],
    });
    expect(body).toEqual({
      client_sidecar_id: '99',
      caption: 'two',
      children_metadata: [
        {
          upload_id: '1',
          custom_accessibility_caption: 'first',
          usertags: { in: [{ user_id: '3', position: [0, 0] }] },
        },
        { upload_id: '2' },
      ],
      disable_comments: false,
      like_and_view_counts_disabled: false,
    });
    expect(
      buildSidecarBody({
        client_sidecar_id: '1',
        caption: '',
        children: [],
        location: { facebook_places_id: '4', name: 'x', lat: null, lng: null },
      }),
    ).toMatchObject({
      geotag_enabled: true,
      location: { facebook_places_id: '4' },
    });
  });
});

describe('publish errors', () => {
  it('reads error_title, else message, and the reason', () => {
    expect(publishErrorTitle({ error_title: 'Nope', message: 'm' })).toBe('Nope');
    expect(publishErrorTitle({ message: 'm' })).toBe('m');
    expect(publishErrorTitle('x')).toBeNull();
    expect(publishErrorReason({ reason: 'heic_not_supported' })).toBe('heic_not_supported');
    expect(publishErrorReason({})).toBeNull();
  });
});
