import { describe, expect, it } from 'vitest';
import { distanceMetres, rankVenues } from './location-search.js';

const places = [
  { id: 1, name: 'Far', address: 'Somewhere', lat: 10, lng: 10 },
  { id: 2, name: 'Near', address: 'Close by', lat: 0.001, lng: 0 },
  { id: 3, name: 'Middle', address: 'Between', lat: 1, lng: 1 },
];

describe('rankVenues', () => {
  it('puts the nearest first with distances when a position is given', () => {
    const venues = rankVenues(places, { near: { lat: 0, lng: 0 } });
    expect(venues.map((v) => v.name)).toEqual(['Near', 'Middle', 'Far']);
    expect(venues[0]).toMatchObject({ external_id: '2', external_id_source: 'facebook_places', distance_m: 111 });
  });
  it('filters by name or address in any case, and sorts by name without a position', () => {
    expect(rankVenues(places, { query: 'CLOSE' }).map((v) => v.name)).toEqual(['Near']);
    expect(rankVenues(places, {}).map((v) => v.name)).toEqual(['Far', 'Middle', 'Near']);
    expect(rankVenues(places, {}).every((v) => v.distance_m === undefined)).toBe(true);
    expect(rankVenues(places, { limit: 1 })).toHaveLength(1);
  });
  it('measures great-circle distance', () => {
    expect(distanceMetres({ lat: 31.2304, lng: 121.4737 }, { lat: 39.9042, lng: 116.4074 })).toBeGreaterThan(1_060_000);
    expect(distanceMetres({ lat: 31.2304, lng: 121.4737 }, { lat: 39.9042, lng: 116.4074 })).toBeLessThan(1_080_000);
  });
});
