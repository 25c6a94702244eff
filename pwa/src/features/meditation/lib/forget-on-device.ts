import { forgetSavedAudio } from './offline-audio';
import { forgetPositions } from './playback-position';

/** Sign-out (or a session found ended): the saved meditation and where it was left leave the device. */
export async function forgetMeditationOnDevice(): Promise<void> {
  await Promise.all([forgetSavedAudio(), forgetPositions()]);
}
