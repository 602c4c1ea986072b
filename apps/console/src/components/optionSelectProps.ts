/** A select of a few options, as the plain button and the loaded select both take it. */
export interface OptionSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  size: '1' | '2';
  /** The select's name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
}
