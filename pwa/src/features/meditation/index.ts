export { AudioDialog } from './components/audio-dialog';
