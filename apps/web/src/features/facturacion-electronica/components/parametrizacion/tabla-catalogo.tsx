import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { BotonAccion } from '../../../../components/acciones/boton-accion';
import { ConLetra } from '../../../../components/acciones/con-letra';
import { EstadoError } from '../../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { TablaDatos } from '../../../../components/tabla/tabla-datos';
import { usePermisos } from '../../../../lib/permisos';

interface Props<T extends Record<string, unknown>> {
  /** Translation keys of the tab's title and of the record's name ('Crear {entidad}'). */
  titulo: string;
  entidad: string;
  nombreArchivo: string;
  filas: T[] | undefined;
  cargando: boolean;
  error: boolean;
  onReintentar: () => void;
  columnas: ColumnaTabla<T>[];
  onCrear: () => void;
  onEditar: (fila: T) => void;
  /** Rows the business may not edit (system rows): their edit button is disabled. */
  editable?: (fila: T) => boolean;
  nombre: (fila: T) => string;
  idFila: (fila: T) => string;
  children?: ReactNode;
}

/**
 * A business catalogue of the parameter tabs (reasons, reference types, note texts): a short list sorted and paged in
 * the browser, 'Crear {entidad}' and each row's 'Editar' with letter U, PDF and Excel with letter E.
 */
export function TablaCatalogo<T extends Record<string, unknown>>(p: Props<T>) {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const entidad = t(p.entidad);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t(p.titulo)}
        </Typography>
        <ConLetra letra="U">
          <Button variant="contained" startIcon={<Add />} onClick={p.onCrear}>
            {t('lista.crear', { entidad })}
          </Button>
        </ConLetra>
      </Box>
      {p.error ? (
        <EstadoError onReintentar={p.onReintentar} />
      ) : (
        <TablaDatos
          columnas={p.columnas}
          datos={p.filas ?? []}
          cargando={p.cargando}
          titulo={p.titulo}
          nombreArchivo={p.nombreArchivo}
          exportable={tiene('E')}
          idFila={p.idFila}
          accionesFila={(x) => (
            <BotonAccion
              letra="U"
              etiqueta={t('lista.editarDe', { registro: p.nombre(x) })}
              icono={<Edit />}
              deshabilitado={p.editable ? !p.editable(x) : false}
              onClick={() => p.onEditar(x)}
            />
          )}
        />
      )}
      {p.children}
    </Stack>
  );
}
