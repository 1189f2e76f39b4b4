import { describe, expect, it } from 'vitest';
import { parseLocationRef, parseUsertags } from './create-input.js';

describe('parseUsertags', () => {
  it('reads the {"in":[…]} form, a bare list, and the object itself', () => {
    expect(parseUsertags('{"in":[{"user_id":"5","position":[0.1,0.9]}]}')).toEqual({
      ok: true,
      value: [{ userId: 5, x: 0.1, y: 0.9 }],
    });
    expect(parseUsertags([{ user_id: 7 }])).toEqual({ ok: true, value: [{ userId: 7, x: 0.5, y: 0.5 }] });
    expect(parseUsertags(undefined)).toEqual({ ok: true, value: [] });
  });
  it('keeps one tag per person and refuses bad input', () => {
    const twice = parseUsertags({
      in: [
        { user_id: '5', position: [0.1, 0.1] },
        { user_id: '5', position: [0.9, 0.9] },
      ],
    });
    expect(twice).toEqual({ ok: true, value: [{ userId: 5, x: 0.1, y: 0.1 }] });
    expect(parseUsertags('{not json').ok).toBe(false);
    expect(parseUsertags({ in: [{ user_id: '5', position: [1.5, 0] }] }).ok).toBe(false);
    expect(parseUsertags({ in: Array.from({ length: 21 }, (_, i) => ({ user_id: String(i + 1) })) }).ok).toBe(false);
  });
});

describe('parseLocationRef', () => {
  it('reads facebook_places_id from a JSON string or object', () => {
    expect(parseLocationRef('{"facebook_places_id":"12","lat":1,"lng":2}')).toEqual({
      ok: true,
      value: { placeId: 12 },
    });
    expect(parseLocationRef({ facebook_places_id: 3 })).toEqual({ ok: true, value: { placeId: 3 } });
    expect(parseLocationRef('')).toEqual({ ok: true, value: null });
    // A venue without a position (the client sends null coordinates).
    expect(parseLocationRef({ facebook_places_id: '4', name: 'x', lat: null, lng: null })).toEqual({
      ok: true,
      value: { placeId: 4 },
    });
    expect(parseLocationRef('{"name":"x"}').ok).toBe(false);
  });
});
