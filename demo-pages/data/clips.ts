/**
 * The reference store's short sample clips, made here instead of checked in: tiny H.264 videos in MP4 that
 * every Chromium with H.264 (Debian's, Chrome) plays. The picture is raw I_PCM macroblocks, so no encoder is
 * needed: an IDR frame in the clip's colour, then P frames that paint one macroblock each in white (the rest
 * skipped), four frames a second, about 5 KB and under two seconds per clip.
 */

export interface Clip {
  /** 1-based, as in /media/shorts/{n}.mp4 */
  n: number;
  title: { ru: string; uz: string };
  /** the clip's background colour, RGB */
  colour: [number, number, number];
}

export const CLIPS: Clip[] = [
  {
    n: 1,
    title: { ru: 'Укладка ламината за минуту', uz: 'Laminatni bir daqiqada yotqizish' },
    colour: [178, 98, 34],
  },
  { n: 2, title: { ru: 'Как выбрать плитку', uz: 'Plitkani qanday tanlash kerak' }, colour: [36, 99, 160] },
  { n: 3, title: { ru: 'Монтаж двери', uz: 'Eshikni o‘rnatish' }, colour: [70, 130, 60] },
  { n: 4, title: { ru: 'Грунтовка стен', uz: 'Devorlarni gruntlash' }, colour: [120, 80, 150] },
  { n: 5, title: { ru: 'Подъём на этаж', uz: 'Qavatga ko‘tarish' }, colour: [160, 60, 70] },
  { n: 6, title: { ru: 'Замер перед монтажом', uz: 'O‘rnatishdan oldin o‘lchash' }, colour: [40, 120, 130] },
];

const WIDTH_MBS = 2;
const HEIGHT_MBS = 3;
const FPS = 4;
const TIMESCALE = 1000;

/** Writes bits most significant first, with Exp-Golomb codes (H.264 §7.2, §9.1). */
class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;
  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    if (++this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }
  bits(value: number, length: number) {
    for (let i = length - 1; i >= 0; i--) this.bit((value >> i) & 1);
  }
  ue(value: number) {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(0, length);
    this.bits(code, length + 1);
  }
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  align() {
    while (this.count !== 0) this.bit(0);
  }
  byte(value: number) {
    this.bits(value, 8);
  }
  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary */
  trailing(): number[] {
    this.bit(1);
    this.align();
    return this.bytes;
  }
}

/** A NAL unit with emulation prevention (H.264 §7.4.1): no 00 00 0x (x ≤ 3) inside the payload. */
function nal(refIdc: number, type: number, rbsp: number[]): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

function sequenceParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.byte(66); // Baseline profile
  w.byte(0xc0); // constraint_set0 and set1: Baseline and Main decoders
  w.byte(10); // level 1.0
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4: frame_num has 4 bits
  w.ue(2); // pic_order_cnt_type 2: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(WIDTH_MBS - 1);
  w.ue(HEIGHT_MBS - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  return nal(3, 7, w.trailing());
}

function pictureParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.trailing());
}

type Yuv = [number, number, number];

/** BT.601 studio range; every sample stays above 3, so no start code can form inside a macroblock. */
function yuv([r, g, b]: [number, number, number]): Yuv {
  const clamp = (v: number) => Math.max(16, Math.min(235, Math.round(v)));
  return [
    clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255),
    clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255),
    clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255),
  ];
}

/** An I_PCM macroblock of one colour: 256 luma samples, then 64 Cb and 64 Cr (4:2:0). */
function pcmMacroblock(w: BitWriter, mbType: number, [y, cb, cr]: Yuv) {
  w.ue(mbType);
  w.align(); // pcm_alignment_zero_bits
  for (let i = 0; i < 256; i++) w.byte(y);
  for (let i = 0; i < 64; i++) w.byte(cb);
  for (let i = 0; i < 64; i++) w.byte(cr);
}

/** The first picture: every macroblock in the background colour. */
function idrFrame(background: Yuv): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I, every slice of the picture
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num
  w.ue(0); // idr_pic_id
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off
  for (let mb = 0; mb < WIDTH_MBS * HEIGHT_MBS; mb++) pcmMacroblock(w, 25, background);
  return nal(3, 5, w.trailing());
}

/** A later picture: macroblock `painted` in `colour`, every other one skipped (copied). */
function pFrame(frameNum: number, painted: number, colour: Yuv): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(5); // slice_type: P, every slice of the picture
  w.ue(0); // pic_parameter_set_id
  w.bits(frameNum % 16, 4); // frame_num
  w.bit(0); // num_ref_idx_active_override_flag
  w.bit(0); // ref_pic_list_modification_flag_l0
  w.bit(0); // adaptive_ref_pic_marking_mode_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off
  w.ue(painted); // mb_skip_run before it
  pcmMacroblock(w, 5 + 25, colour); // I_PCM in a P slice
  const after = WIDTH_MBS * HEIGHT_MBS - painted - 1;
  if (after > 0) w.ue(after); // mb_skip_run to the end
  return nal(2, 1, w.trailing());
}

// ISO base media file format boxes (ISO/IEC 14496-12, 14496-15 for avcC)
const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const zeros = (n: number) => new Array<number>(n).fill(0);
const box = (type: string, ...parts: (number[] | Uint8Array)[]): number[] => {
  const body = parts.flatMap((part) => Array.from(part));
  return [...u32(body.length + 8), ...ascii(type), ...body];
};
const fullBox = (type: string, version: number, flags: number, ...parts: (number[] | Uint8Array)[]) =>
  box(type, [version, (flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff], ...parts);
const MATRIX = [
  ...u32(0x10000),
  ...u32(0),
  ...u32(0),
  ...u32(0),
  ...u32(0x10000),
  ...u32(0),
  ...u32(0),
  ...u32(0),
  ...u32(0x40000000),
];

function mp4(sps: Uint8Array, pps: Uint8Array, frames: Uint8Array[]): Buffer {
  const width = WIDTH_MBS * 16;
  const height = HEIGHT_MBS * 16;
  const delta = TIMESCALE / FPS;
  const duration = frames.length * delta;
  const samples = frames.map((frame) => [...u32(frame.length), ...frame]);
  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2avc1mp41'));
  const avcC = box(
    'avcC',
    [1, sps[1]!, sps[2]!, sps[3]!, 0xff, 0xe1],
    u16(sps.length),
    sps,
    [1],
    u16(pps.length),
    pps,
  );
  const avc1 = box(
    'avc1',
    zeros(6),
    u16(1), // data_reference_index
    zeros(16),
    u16(width),
    u16(height),
    u32(0x480000), // 72 dpi
    u32(0x480000),
    u32(0),
    u16(1), // frame_count
    zeros(32), // compressorname
    u16(0x18), // depth
    u16(0xffff),
    avcC,
  );
  const moovFor = (chunkOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0),
        u32(0),
        u32(TIMESCALE),
        u32(duration),
        u32(0x10000),
        u16(0x100),
        zeros(10),
        MATRIX,
        zeros(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3,
          u32(0),
          u32(0),
          u32(1),
          u32(0),
          u32(duration),
          zeros(8),
          u16(0),
          u16(0),
          u16(0),
          u16(0),
          MATRIX,
          u32(width << 16),
          u32(height << 16),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(duration), u16(0x55c4), u16(0)),
          fullBox('hdlr', 0, 0, u32(0), ascii('vide'), zeros(12), ascii('VideoHandler'), [0]),
          box(
            'minf',
            fullBox('vmhd', 0, 1, zeros(8)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox('stsd', 0, 0, u32(1), avc1),
              fullBox('stts', 0, 0, u32(1), u32(frames.length), u32(delta)),
              fullBox('stss', 0, 0, u32(1), u32(1)),
              fullBox('stsc', 0, 0, u32(1), u32(1), u32(frames.length), u32(1)),
              fullBox(
                'stsz',
                0,
                0,
                u32(0),
                u32(frames.length),
                ...samples.map((sample) => u32(sample.length)),
              ),
              fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
            ),
          ),
        ),
      ),
    );
  const moovSize = moovFor(0).length;
  const mdat = box('mdat', ...samples);
  return Buffer.from([...ftyp, ...moovFor(ftyp.length + moovSize + 8), ...mdat]);
}

const made = new Map<number, Buffer>();

/** The MP4 of clip `n`: its colour, filled macroblock by macroblock in white. */
export function clipMp4(clip: Clip): Buffer {
  let file = made.get(clip.n);
  if (!file) {
    const white = yuv([250, 250, 250]);
    const frames = [idrFrame(yuv(clip.colour))];
    for (let mb = 0; mb < WIDTH_MBS * HEIGHT_MBS; mb++) frames.push(pFrame(mb + 1, mb, white));
    file = mp4(sequenceParameterSet(), pictureParameterSet(), frames);
    made.set(clip.n, file);
  }
  return file;
}

/** The clip's poster for the shorts carousel: a 9:16 SVG in its colour with a play mark. */
export function clipPosterSvg(clip: Clip): string {
  const [r, g, b] = clip.colour;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 320" width="180" height="320"><rect width="180" height="320" fill="rgb(${r},${g},${b})"/><circle cx="90" cy="160" r="34" fill="rgba(255,255,255,0.85)"/><path d="M80 142v36l30-18z" fill="rgb(${r},${g},${b})"/></svg>`;
}

/** The clip's id on the Rutube stand-in: 32 hex digits, as Rutube's video ids are. */
export const rutubeId = (clip: Clip) => `5e7d0c4b9a8f7e6d5c4b3a2918070${String(clip.n).padStart(3, '0')}`;
export const clipByRutubeId = (id: string) => CLIPS.find((clip) => rutubeId(clip) === id);
