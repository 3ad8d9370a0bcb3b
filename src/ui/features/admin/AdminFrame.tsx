import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { StaffSession } from '../../../application/admin/BackOffice';
import { Loader } from '../../components/Loader';
import { errorRule, errorText } from './errorText';
import { SecondFactorForm } from './SecondFactorForm';
import { useBackOffice } from './useBackOffice';
import './admin.css';

type Gate =
  | { state: 'checking' }
  | { state: 'open'; session: StaffSession }
  | { state: 'second_factor' }
  | { state: 'refused'; message: string };

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/customers', label: 'Customers', end: false },
  { to: '/admin/codes', label: 'Discount codes', end: false },
  { to: '/admin/club', label: 'Club', end: false },
  { to: '/admin/tax-returns', label: 'Tax returns', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
];

/**
 * Every back-office page: asks the server who is signed in, asks for the TOTP code when the
 * second factor is still owed, and shows a customer the server's refusal. The server checks
 * again on every call; this only decides what to show.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const gateway = useBackOffice();
  const [gate, setGate] = useState<Gate>({ state: 'checking' });

  useEffect(() => {
    let current = true;
    gateway.session().then(
      (session) => {
        if (!current) return;
        setGate(session.secondFactor ? { state: 'open', session } : { state: 'second_factor' });
      },
      (error: unknown) => {
        if (!current) return;
        setGate(
          errorRule(error) === 'second_factor_required'
            ? { state: 'second_factor' }
            : { state: 'refused', message: errorText(error) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [gateway]);

  if (gate.state === 'checking') return <Loader />;
  if (gate.state === 'refused') {
    return (
      <section className="page admin-page">
        <h1>Back office</h1>
        <p role="alert">{gate.message}</p>
      </section>
    );
  }
  if (gate.state === 'second_factor') {
    return (
      <section className="page admin-page">
        <SecondFactorForm onDone={(session) => setGate({ state: 'open', session })} />
      </section>
    );
  }
  return (
    <div className="page admin-page">
      <nav className="admin-nav" aria-label="Back office">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="admin-nav__who">{gate.session.email}</p>
      </nav>
      <div className="admin-main">{children}</div>
    </div>
  );
}
