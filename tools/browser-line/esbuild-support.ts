import { missingIn } from './dist-compat';
import { esbuildTargets, minimumVersions } from './support-line';

/**
 * esbuild options for the support line: its `target`, plus features esbuild
 * thinks the line has but MDN lists as only partly implemented there. Class
 * fields are the case: Safari 14.1–15.6 throws ReferenceErrors on some field
 * initialisers (WebKit bug 236843), so below Safari 16 they are lowered.
 */
const PARTIAL: Record<string, string> = {
  'class-field': 'javascript.classes.public_class_fields',
  'class-static-field': 'javascript.classes.static.class_fields',
};

export function esbuildSupport(path?: string): {
  target: string[];
  supported: Record<string, boolean>;
} {
  const line = minimumVersions(undefined, path);
  const supported: Record<string, boolean> = {};
  for (const [feature, bcdPath] of Object.entries(PARTIAL))
    if (missingIn(bcdPath, line).length > 0) supported[feature] = false;
  return { target: esbuildTargets(undefined, path), supported };
}
