export interface SetIconProps {
  /** The icon's name in its set, e.g. `file-cv`. */
  name: string;
  size: number;
}
