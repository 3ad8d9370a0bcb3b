import { observer } from 'mobx-react-lite';
import type { TypeTesterStore } from '../../../../application/catalogue/TypeTesterStore';
import { Slider } from './Slider';

/** A slider per axis of the family's variable styles, and their named instances. */
export const AxisSliders = observer(function AxisSliders({ store }: { store: TypeTesterStore }) {
  const axes = store.axes;
  if (axes.length === 0) return null;
  const instances = store.instances;
  return (
    <div className="tester-axes" role="group" aria-label="Axes">
      {axes.map((axis) => (
        <Slider
          key={axis.tag}
          label={axis.name}
          name={`${axis.name} axis`}
          min={axis.min}
          max={axis.max}
          step={axis.max - axis.min > 10 ? 1 : 0.1}
          value={axis.value}
          unit={axis.tag}
          onChange={(value) => store.setAxis(axis.tag, value)}
        />
      ))}
      {instances.length > 0 && (
        <label className="tester-instances">
          <span>Instance</span>
          <select
            value={store.currentInstance?.name ?? ''}
            onChange={(event) => store.applyInstance(event.target.value)}
          >
            <option value="" disabled>
              Custom
            </option>
            {instances.map((instance) => (
              <option key={instance.name} value={instance.name}>
                {instance.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
});
