import { Button } from '../../../components/ui/Button';

interface Props {
  index: number;
  count: number;
  /** Accessible names, already filled with the item's number. */
  labels: { up: string; down: string; remove: string };
  /** Ids of the buttons, so focus can follow a moved item. */
  idPrefix: string;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

/** Move up, move down, remove: the keyboard path for reordering (no drag needed). */
export function ReorderButtons({ index, count, labels, idPrefix, onMove, onRemove }: Props) {
  return (
    <div className="editor-reorder">
      <Button id={`${idPrefix}-up`} variant="ghost" size="sm" aria-label={labels.up} isDisabled={index === 0} onPress={() => onMove(-1)}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        id={`${idPrefix}-down`}
        variant="ghost"
        size="sm"
        aria-label={labels.down}
        isDisabled={index === count - 1}
        onPress={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button variant="ghost" size="sm" aria-label={labels.remove} onPress={onRemove}>
        <span aria-hidden="true">✕</span>
      </Button>
    </div>
  );
}
