import type { CatalogType } from '@portal/contracts';
import { getIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { catalogQuery, useGetCatalogQuery, type CatalogItem } from '@portal/shared';
import type { FieldBaseProps } from './field-frame';
import { MultiSelectField, SelectField } from './select-field';

export interface CatalogSelectFieldProps extends FieldBaseProps {
  /** The catalog the options come from (`GET /api/catalogs/{catalog}`). */
  catalog: CatalogType;
  /**
   * For `ciudades`: the form field that holds the province's code. The options are that
   * province's cities (none until one is chosen), and the value is cleared when it changes.
   */
  parentField?: string;
  /** Several values (a string list) instead of one. */
  multiple?: boolean;
  placeholder?: string;
  allowClear?: boolean;
}

const toOptions = (items: CatalogItem[] = []) => items.map((item) => ({ value: item.code, label: item.name }));

/** A Formik code chosen from a catalog's active items, by name; the form keeps the code (API.md). */
export function CatalogSelectField({ catalog, parentField, multiple, ...props }: CatalogSelectFieldProps) {
  const { values, setFieldValue } = useFormikContext<unknown>();
  const parent = parentField ? (getIn(values, parentField) as string | null | undefined) : undefined;
  const waitingForParent = parentField !== undefined && !parent;
  const query = useGetCatalogQuery(catalogQuery(catalog, parentField ? { provincia: parent } : undefined), {
    skip: waitingForParent,
  });
  const options = useMemo(() => (waitingForParent ? [] : toOptions(query.data)), [waitingForParent, query.data]);

  // A city belongs to one province: choosing another province empties the city.
  const previousParent = useRef(parent);
  useEffect(() => {
    if (previousParent.current !== parent) void setFieldValue(props.name, multiple ? [] : '', false);
    previousParent.current = parent;
    // Only a change of the parent matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parent]);

  const Field = multiple ? MultiSelectField : SelectField;
  return <Field {...props} options={options} loading={query.isFetching} disabled={props.disabled || waitingForParent} />;
}
