import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { CLAVES } from '../../lib/almacen';

function destinoInicial(): string {
  const guardada = sessionStorage.getItem(CLAVES.direccionInicial);
  return guardada && guardada.startsWith('/') && !guardada.startsWith('//') ? guardada : '/dashboard';
}

/** The root goes to the stored initial address (where an expired session left off) or to the dashboard. */
export function RedireccionInicio() {
  const [destino] = useState(destinoInicial);
  // Used once: a later visit to the root goes to the dashboard again.
  useEffect(() => sessionStorage.removeItem(CLAVES.direccionInicial), []);
  return <Navigate to={destino} replace />;
}
