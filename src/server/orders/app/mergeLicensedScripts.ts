import type { LicensedScripts } from '../../fontLicensing/app/deliveredStyle';

/**
 * One style licensed by two lines of an order for the same use: it holds every script either
 * line bought (a script is withheld only when neither bought it).
 */
export function mergeLicensedScripts(
  a: LicensedScripts | null,
  b: LicensedScripts | null,
): LicensedScripts | null {
  if (!a || !b) return a ?? b;
  return {
    licensed: [...a.licensed, ...b.licensed.filter((script) => !a.licensed.includes(script))],
    withheld: a.withheld.filter((script) => b.withheld.includes(script)),
  };
}
