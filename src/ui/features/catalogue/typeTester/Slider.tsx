interface SliderProps {
  label: string;
  name: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  unit: string;
  onChange: (value: number) => void;
}

/** A labelled range input with its value beside it. */
export function Slider({ label, name, min, max, step, value, unit, onChange }: SliderProps) {
  return (
    <label className="tester-slider">
      <span>{label}</span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-label={name}
        aria-valuetext={`${value} ${unit}`}
      />
      <output className="tester-slider__value">{value}</output>
    </label>
  );
}
