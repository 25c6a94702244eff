#!/usr/bin/env bash
# Makes our own "Love Manifestation Meditation" (docs/decisions/012-meditation-audio.md): a spoken guide
# from espeak-ng over a music bed synthesised with sox (soft pad chords, no outside samples), mixed and
# encoded as AAC in .m4a by ffmpeg. The words come from shared/content/meditation-transcript.ts, the
# same lines the player page shows. The result is committed, so nobody else needs these tools:
#
#   apt-get install -y espeak-ng sox ffmpeg
#   scripts/make-meditation.sh            # writes api/assets/audio/love-manifestation-meditation.m4a
#
# Reproducible: the same tool versions give the same bytes (sox -R, ffmpeg bitexact, no timestamps).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${1:-$ROOT/api/assets/audio/love-manifestation-meditation.m4a}"
VOICE="${MEDITATION_VOICE:-en-us+f2}"
RATE=24000          # Hz: ample for a voice and soft pads, and AAC does better at low bitrates with it
BITRATE=32k         # mono AAC-LC at a speech bitrate: about 240 KB a minute
INTRO=8             # seconds of music before the first word
OUTRO=16            # seconds of music after the last word, the last 12 fading out
CHORD_SECONDS=24    # each chord sounds this long...
CHORD_STEP=16       # ...and the next starts this much later, so neighbours cross-fade for 8 s

for tool in espeak-ng sox ffmpeg; do
  command -v "$tool" >/dev/null || { echo "Needs $tool: apt-get install -y espeak-ng sox ffmpeg" >&2; exit 1; }
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
sx() { sox -R -V1 "$@"; } # -R: repeatable (no random dither), -V1: errors only

# 1. The voice: each line spoken slowly and low, softened with a little room, then its pause.
i=0
while IFS=$'\t' read -r pause text; do
  i=$((i + 1))
  n=$(printf '%03d' "$i")
  espeak-ng -v "$VOICE" -s 140 -p 38 -g 2 -w "$WORK/raw-$n.wav" "$text"
  sx "$WORK/raw-$n.wav" -r "$RATE" "$WORK/line-$n.wav" highpass 90 lowpass 5500 pad 0 "$pause" reverb 30 50 70
done < <(cd "$ROOT" && npx --no-install tsx --eval "
  import('./shared/content/meditation-transcript.ts').then(({ meditationLines }) => {
    for (const line of meditationLines()) console.log(line.pause + '\t' + line.text);
  });
")
sx "$WORK"/line-*.wav "$WORK/voice-body.wav"
sx "$WORK/voice-body.wav" "$WORK/voice.wav" pad "$INTRO" "$OUTRO" \
  compand 0.01,0.2 -60,-60,-36,-24,-16,-10,0,-5 0 -90 0.005 gain -n -1

TOTAL=$(soxi -D "$WORK/voice.wav")
echo "Voice with intro and outro: ${TOTAL}s"

# 2. The bed: a slow I-vi-IV-V pad in C, each chord four sines with a slightly detuned twin (a gentle
#    chorus), low-passed, with slow fades so chords melt into each other; a quiet C drone underneath.
CHORDS=(
  "130.81 196.00 293.66 329.63" # C add9
  "110.00 164.81 261.63 329.63" # A minor 7 (no 7th: A E C E)
  "87.31 130.81 220.00 329.63"  # F major 7
  "98.00 146.83 246.94 293.66"  # G
)
count=$(awk -v t="$TOTAL" -v s="$CHORD_STEP" 'BEGIN { print int(t / s) + 1 }')
mix_inputs=()
for ((c = 0; c < count; c++)); do
  read -r -a notes <<<"${CHORDS[$((c % ${#CHORDS[@]}))]}"
  synth=()
  for f in "${notes[@]}"; do synth+=(sine "$f" sine "$(awk -v f="$f" 'BEGIN { print f + 0.35 }')"); done
  sx -n -r "$RATE" -c 8 "$WORK/chord-$c.wav" synth "$CHORD_SECONDS" "${synth[@]}" \
    remix - lowpass 900 fade q 8 "$CHORD_SECONDS" 8 pad "$((c * CHORD_STEP))"
  mix_inputs+=("$WORK/chord-$c.wav")
done
sx -n -r "$RATE" -c 2 "$WORK/drone.wav" synth "$TOTAL" sine 65.41 sine 65.61 remix - fade q 6 "$TOTAL" 10 gain -6
sx -m "${mix_inputs[@]}" "$WORK/drone.wav" "$WORK/pads.wav"
sx "$WORK/pads.wav" "$WORK/bed.wav" reverb 80 50 100 trim 0 "$TOTAL" tremolo 0.1 15 gain -n -24

# 3. Mix (the voice about 12 dB above the bed), fade out, leave a little headroom, encode.
sx -m -v 1 "$WORK/voice.wav" -v 1 "$WORK/bed.wav" "$WORK/mix.wav" fade q 2 "$TOTAL" 12 gain -n -1.5
mkdir -p "$(dirname "$OUT")"
ffmpeg -hide_banner -loglevel error -y -i "$WORK/mix.wav" \
  -map_metadata -1 -fflags +bitexact -flags:a +bitexact \
  -c:a aac -b:a "$BITRATE" -ac 1 -ar "$RATE" -movflags +faststart \
  -metadata title="Love Manifestation Meditation" -metadata artist="SoulSketch" \
  "$OUT"

echo "Wrote $OUT: $(stat -c %s "$OUT") bytes, $(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT") s"
