import { toJsonSchema } from '@valibot/to-json-schema';
import type { Compiler } from 'webpack';
import { widgetConfigSchemas } from '../widgets/config-schemas';

/** Emits `schemas/<widget>.schema.json`: the JSON Schema of each widget's data-attribute config. */
export class WidgetSchemaPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('WidgetSchemaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'WidgetSchemaPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const [widget, schema] of Object.entries(widgetConfigSchemas)) {
            const json = {
              title: `${widget} config (data attributes)`,
              ...widgetJsonSchema(schema),
            };
            compilation.emitAsset(
              `schemas/${widget}.schema.json`,
              new RawSource(JSON.stringify(json, null, 2)),
            );
          }
        },
      );
    });
  }
}

export function widgetJsonSchema(
  schema: Parameters<typeof toJsonSchema>[0],
): Record<string, unknown> {
  return toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
}
