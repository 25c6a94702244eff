export { BonusEmblem } from './components/bonus-icons';
export { SketchPlaceholderArt } from './components/sketch-placeholder';
