import { z } from 'zod';

// The parts of ffprobe's JSON output that probing reads (numbers may come as text; the rest of
// its fields are dropped).
const NumberOrText = z.union([z.number(), z.string()]);
const ProbeStreamSchema = z.object({
  codec_type: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  tags: z.object({ rotate: NumberOrText.optional() }).optional(),
  side_data_list: z.array(z.object({ rotation: NumberOrText.optional() })).optional(),
});
const ProbeOutputSchema = z.object({
  format: z.object({ duration: NumberOrText.optional(), format_name: z.string().optional() }).optional(),
  streams: z.array(ProbeStreamSchema).optional(),
});

/** What ffprobe answers, as far as probing reads it. */
export type ProbeOutput = z.infer<typeof ProbeOutputSchema>;

/** ffprobe's JSON output, checked against the fields read; rejects anything else. */
export function parseProbeOutput(stdout: string): ProbeOutput {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    throw new Error('ffprobe did not answer JSON.');
  }
  const parsed = ProbeOutputSchema.safeParse(json);
  if (!parsed.success) throw new Error(`ffprobe answered unexpected JSON: ${parsed.error.message}`);
  return parsed.data;
}
