export { AudioDialog } from './components/audio-dialog';
export { forgetMeditationOnDevice } from './lib/forget-on-device';
