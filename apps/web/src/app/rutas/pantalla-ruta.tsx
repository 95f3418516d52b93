import { useEffect, type ReactNode } from 'react';
import { useUsuario } from '../../lib/sesion';
import { letrasDelModulo, ProveedorPermisos } from '../../lib/permisos';
import { olvidarRecarga } from '../../components/errores/error-carga';
import { SinPermiso } from './sin-permiso';

/**
 * Opens a built screen only for users who hold its module with letter R (matched by link, as the menu
 * does), and a platform-only one for the platform operator only (decision 059); hands the screen the letters of that
 * module so its buttons follow the grants.
 */
export function PantallaRuta({
  link,
  requiereModulo,
  soloPlataforma = false,
  children,
}: {
  link: string;
  requiereModulo: boolean;
  soloPlataforma?: boolean;
  children: ReactNode;
}) {
  const usuario = useUsuario();
  const letras = letrasDelModulo(usuario.modulos, link);
  // The screen's code loaded: a reload done for a missing chunk worked, so a later one may reload again.
  useEffect(() => olvidarRecarga(), []);
  if ((requiereModulo && !letras.includes('R')) || (soloPlataforma && !usuario.plataforma)) return <SinPermiso />;
  return <ProveedorPermisos letras={letras}>{children}</ProveedorPermisos>;
}
