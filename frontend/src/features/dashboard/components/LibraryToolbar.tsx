import { NativeSelect } from '../../../components/ui/NativeSelect';
import { SearchInput } from '../../../components/ui/SearchInput';
import type { LibrarySort } from '../library';
import type { DashText } from '../text';

export type LibraryView = 'grid' | 'list';
export const isLibraryView = (value: unknown): value is LibraryView => value === 'grid' || value === 'list';

/** Search as you type, sort, and the grid or list view (both remembered by the caller). */
export function LibraryToolbar({
  t,
  query,
  onQuery,
  sort,
  onSort,
  view,
  onView,
}: {
  t: DashText;
  query: string;
  onQuery: (query: string) => void;
  sort: LibrarySort;
  onSort: (sort: LibrarySort) => void;
  view: LibraryView;
  onView: (view: LibraryView) => void;
}) {
  return (
    <div className="dash-toolbar">
      <SearchInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={onQuery}
        className="dash-toolbar__search"
      />
      <NativeSelect
        label={t('sort.label')}
        value={sort}
        onChange={(id) => onSort(id as LibrarySort)}
        options={[
          { id: 'updated', label: t('sort.updated') },
          { id: 'created', label: t('sort.created') },
          { id: 'name', label: t('sort.name') },
        ]}
        className="dash-toolbar__sort"
      />
      <div role="group" aria-label={t('view.label')} className="dash-toolbar__view">
        {(['grid', 'list'] as const).map((mode) => (
          <button key={mode} type="button" className="dash-toggle" aria-pressed={view === mode} onClick={() => onView(mode)}>
            {t(`view.${mode}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
