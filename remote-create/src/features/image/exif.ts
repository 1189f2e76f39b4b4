/** GPS position from EXIF, in decimal degrees (south and west negative). */
export interface GpsLocation {
  latitude: number;
  longitude: number;
}

/** What the client reads from a JPEG's EXIF block (docs/behaviour/creation.md#photos-orientation). */
export interface JpegExif {
  /** Orientation 1..8, or null when the tag is missing or invalid. */
  orientation: number | null;
  gps: GpsLocation | null;
  /** Whether the flash fired, or null when the tag is missing. */
  flashFired: boolean | null;
}

const NONE: JpegExif = { orientation: null, gps: null, flashFired: null };

const TAG_ORIENTATION = 0x0112;
const TAG_EXIF_IFD = 0x8769;
const TAG_GPS_IFD = 0x8825;
const TAG_FLASH = 0x9209;
const GPS_LAT_REF = 1;
const GPS_LAT = 2;
const GPS_LNG_REF = 3;
const GPS_LNG = 4;

/** A bounds-checked view of the TIFF structure inside the EXIF block. */
class Tiff {
  constructor(
    private readonly view: DataView,
    private readonly start: number,
    private readonly little: boolean,
  ) {}

  private inRange(offset: number, length: number): boolean {
    return offset >= 0 && this.start + offset + length <= this.view.byteLength;
  }

  u16(offset: number): number | null {
    return this.inRange(offset, 2) ? this.view.getUint16(this.start + offset, this.little) : null;
  }

  u32(offset: number): number | null {
    return this.inRange(offset, 4) ? this.view.getUint32(this.start + offset, this.little) : null;
  }

  u8(offset: number): number | null {
    return this.inRange(offset, 1) ? this.view.getUint8(this.start + offset) : null;
  }

  /** The entries of the IFD at `offset`: tag → offset of its 12-byte entry. */
  entries(offset: number): Map<number, number> {
    const result = new Map<number, number>();
    const count = this.u16(offset);
    if (count === null || count > 1000) return result;
    for (let i = 0; i < count; i += 1) {
      const entry = offset + 2 + i * 12;
      const tag = this.u16(entry);
      if (tag === null) break;
      result.set(tag, entry);
    }
    return result;
  }

  /** The value offset of an entry whose data does not fit in 4 bytes. */
  pointer(entry: number): number | null {
    return this.u32(entry + 8);
  }

  /** `count` unsigned rationals at the entry's data. */
  rationals(entry: number, count: number): number[] | null {
    const at = this.pointer(entry);
    if (at === null) return null;
    const values: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const numerator = this.u32(at + i * 8);
      const denominator = this.u32(at + i * 8 + 4);
      if (numerator === null || denominator === null || denominator === 0) return null;
      values.push(numerator / denominator);
    }
    return values;
  }
}

function readGps(tiff: Tiff, ifd: number): GpsLocation | null {
  const entries = tiff.entries(ifd);
  const latRefEntry = entries.get(GPS_LAT_REF);
  const latEntry = entries.get(GPS_LAT);
  const lngRefEntry = entries.get(GPS_LNG_REF);
  const lngEntry = entries.get(GPS_LNG);
  if (latEntry === undefined || lngEntry === undefined) return null;
  const lat = tiff.rationals(latEntry, 3);
  const lng = tiff.rationals(lngEntry, 3);
  if (!lat || !lng) return null;
  const toDegrees = ([d, m, s]: number[]): number => (d ?? 0) + (m ?? 0) / 60 + (s ?? 0) / 3600;
  // The reference is an ASCII letter stored inline in the entry's value field.
  const latRef = latRefEntry === undefined ? 'N' : String.fromCharCode(tiff.u8(latRefEntry + 8) ?? 78);
  const lngRef = lngRefEntry === undefined ? 'E' : String.fromCharCode(tiff.u8(lngRefEntry + 8) ?? 69);
  const latitude = toDegrees(lat) * (latRef === 'S' ? -1 : 1);
  const longitude = toDegrees(lng) * (lngRef === 'W' ? -1 : 1);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

function parseTiff(view: DataView, start: number): JpegExif {
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return NONE;
  const tiff = new Tiff(view, start, order === 0x4949);
  if (tiff.u16(2) !== 42) return NONE;
  const ifd0 = tiff.u32(4);
  if (ifd0 === null) return NONE;
  const entries = tiff.entries(ifd0);

  const orientationEntry = entries.get(TAG_ORIENTATION);
  const rawOrientation = orientationEntry === undefined ? null : tiff.u16(orientationEntry + 8);
  const orientation = rawOrientation !== null && rawOrientation >= 1 && rawOrientation <= 8 ? rawOrientation : null;

  const gpsEntry = entries.get(TAG_GPS_IFD);
  const gpsIfd = gpsEntry === undefined ? null : tiff.pointer(gpsEntry);
  const gps = gpsIfd === null ? null : readGps(tiff, gpsIfd);

  let flashFired: boolean | null = null;
  const exifEntry = entries.get(TAG_EXIF_IFD);
  const exifIfd = exifEntry === undefined ? null : tiff.pointer(exifEntry);
  if (exifIfd !== null) {
    const flashEntry = tiff.entries(exifIfd).get(TAG_FLASH);
    const flash = flashEntry === undefined ? null : tiff.u16(flashEntry + 8);
    // Bit 0 of the Flash tag: the flash fired.
    if (flash !== null) flashFired = (flash & 1) === 1;
  }
  return { orientation, gps, flashFired };
}

/**
 * Reads orientation, GPS and flash from a JPEG's APP1 EXIF segment (only JPEGs are read).
 * Anything malformed yields nulls rather than an error: a photo with a broken EXIF block can still
 * be posted.
 */
export function readJpegExif(buffer: ArrayBuffer): JpegExif {
  const view = new DataView(buffer);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return NONE;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return NONE;
    const marker = view.getUint8(offset + 1);
    // Start of scan or end of image: no EXIF before the pixels.
    if (marker === 0xda || marker === 0xd9) return NONE;
    const length = view.getUint16(offset + 2);
    if (length < 2) return NONE;
    const isExif =
      marker === 0xe1 &&
      offset + 10 <= view.byteLength &&
      view.getUint32(offset + 4) === 0x45786966 && // "Exif"
      view.getUint16(offset + 8) === 0;
    if (isExif) {
      try {
        const segmentEnd = Math.min(view.byteLength, offset + 2 + length);
        return parseTiff(new DataView(buffer, 0, segmentEnd), offset + 10);
      } catch {
        return NONE;
      }
    }
    offset += 2 + length;
  }
  return NONE;
}
