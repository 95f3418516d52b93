import { useMemo, useState } from 'react';
import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TOrganizacionFila } from '@eds/contracts/empresa/organizaciones';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { organizacionesQueryOptions, useCambiarEstadoOrganizacion } from '../api/organizaciones';
import { FormularioOrganizacion } from '../components/formulario-organizacion';
import '../lib/mensajes-estructura';

/**
 * Organizaciones (SCREENS.md G01, `empresa/organizaciones`): the business's organizations, searched, filtered by
 * state and exported; created and edited in a drawer and switched A/I by a business-level user.
 */
export function OrganizacionesScreen() {
  const { t } = useTranslation();
  const [edicion, setEdicion] = useState<{ organizacion: TOrganizacionFila | null } | null>(null);
  const { mutateAsync: cambiar } = useCambiarEstadoOrganizacion();

  const columnas = useMemo<ColumnaTabla<TOrganizacionFila>[]>(
    () => [
      { clave: 'codigo', etiqueta: 'estructura.organizaciones.campos.codigo', ordenable: true, ancho: 120 },
      { clave: 'nombre', etiqueta: 'estructura.organizaciones.campos.nombre', ordenable: true },
      { clave: 'pais', etiqueta: 'estructura.organizaciones.campos.pais', ordenable: true },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (o) => t(o.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (o) => (
          <InterruptorEstado
            estado={o.estado}
            etiqueta={t('lista.estadoDe', { registro: o.nombre })}
            onCambiar={async (estado) => (await cambiar({ id: o.id, estado })).mensaje}
          />
        ),
      },
    ],
    [t, cambiar],
  );

  return (
    <>
      <PantallaLista
        titulo="estructura.organizaciones.titulo"
        entidad="estructura.organizaciones.entidad"
        nombreArchivo="organizaciones"
        columnas={columnas}
        opciones={(consulta) => organizacionesQueryOptions(consulta)}
        onCrear={() => setEdicion({ organizacion: null })}
        accionesFila={(o) => (
          <BotonAccion
            letra="U"
            etiqueta={t('lista.editarDe', { registro: o.nombre })}
            icono={<Edit />}
            onClick={() => setEdicion({ organizacion: o })}
          />
        )}
        idFila={(o) => String(o.id)}
      />
      {edicion ? <FormularioOrganizacion organizacion={edicion.organizacion} onCerrar={() => setEdicion(null)} /> : null}
    </>
  );
}
