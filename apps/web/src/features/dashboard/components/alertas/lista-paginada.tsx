import { useState, type ReactNode } from 'react';
import { Stack, TablePagination } from '@mui/material';

/** Alert lists with their own controls on each row, paged at 10 rows like the alert tables. */
export function ListaPaginada<T>({
  items,
  render,
  clave,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  clave: (item: T) => string | number;
}) {
  const [pagina, setPagina] = useState(0);
  const porPagina = 10;
  const visibles = items.slice(pagina * porPagina, pagina * porPagina + porPagina);
  return (
    <Stack spacing={1}>
      {visibles.map((i) => (
        <div key={clave(i)}>{render(i)}</div>
      ))}
      {items.length > porPagina ? (
        <TablePagination
          component="div"
          count={items.length}
          page={pagina}
          onPageChange={(_e, p) => setPagina(p)}
          rowsPerPage={porPagina}
          rowsPerPageOptions={[porPagina]}
        />
      ) : null}
    </Stack>
  );
}
