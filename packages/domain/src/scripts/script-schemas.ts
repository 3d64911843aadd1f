// The script record, its editor input and the library's categories and templates.
import { z } from 'zod';
import { idSchema, nameSchema } from '../http/common.ts';
import {
  LANGUAGE_OPERATING_SYSTEMS,
  scriptArchitectureSchema,
  scriptArchitectures,
  scriptLanguageSchema,
  scriptOperatingSystemSchema,
  scriptOperatingSystems,
  scriptRunAsSchema,
} from './script-enums.ts';
import {
  checkVariableList,
  SCRIPT_VARIABLE_LIMITS,
  scriptVariableInputSchema,
  scriptVariableSchema,
} from './script-variables.ts';

export const SCRIPT_LIMITS = {
  name: 200,
  description: 2000,
  /** Characters of a script body. */
  body: 200_000,
  timeoutSeconds: { min: 1, max: 86_400, default: 300 },
  categoryName: 100,
  categoriesPerScript: 20,
  pageSize: 50,
} as const;

const scriptFields = {
  name: z.string(),
  description: z.string(),
  language: scriptLanguageSchema,
  operatingSystems: z.array(scriptOperatingSystemSchema),
  architectures: z.array(scriptArchitectureSchema),
  runAs: scriptRunAsSchema,
  timeoutSeconds: z.number().int(),
  body: z.string(),
  variables: z.array(scriptVariableSchema),
};

export const scriptSchema = z.object({
  id: z.number(),
  ...scriptFields,
  /** Ids of the script's categories. */
  categories: z.array(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Script = z.infer<typeof scriptSchema>;

/** A row of the library list: the record without its body. */
export const scriptSummarySchema = scriptSchema.omit({ body: true });
export type ScriptSummary = z.infer<typeof scriptSummarySchema>;

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'Each value may appear once');

const { timeoutSeconds } = SCRIPT_LIMITS;

export const scriptInputSchema = z
  .strictObject({
    name: nameSchema(SCRIPT_LIMITS.name),
    description: z.string().trim().max(SCRIPT_LIMITS.description).default(''),
    language: scriptLanguageSchema,
    operatingSystems: uniqueList(scriptOperatingSystemSchema, 3).min(
      1,
      'Choose at least one operating system',
    ),
    architectures: uniqueList(scriptArchitectureSchema, 3)
      .min(1, 'Choose at least one architecture')
      .default([...scriptArchitectures]),
    categories: uniqueList(idSchema, SCRIPT_LIMITS.categoriesPerScript).default([]),
    runAs: scriptRunAsSchema.default('SYSTEM'),
    timeoutSeconds: z
      .number()
      .int()
      .min(timeoutSeconds.min)
      .max(timeoutSeconds.max)
      .default(timeoutSeconds.default),
    body: z.string().min(1, 'Required').max(SCRIPT_LIMITS.body),
    variables: z.array(scriptVariableInputSchema).max(SCRIPT_VARIABLE_LIMITS.perScript).default([]),
  })
  .superRefine((input, ctx) => {
    // Zod runs this even when a field failed its own schema; a field that did is judged there.
    const known = Object.hasOwn(LANGUAGE_OPERATING_SYSTEMS, input.language);
    const supported = known ? LANGUAGE_OPERATING_SYSTEMS[input.language] : scriptOperatingSystems;
    const systems = Array.isArray(input.operatingSystems) ? input.operatingSystems : [];
    const unsupported = systems.filter((os) => !supported.includes(os));
    if (unsupported.length > 0) {
      const message = `${input.language} scripts do not run on ${unsupported.join(', ')}`;
      ctx.addIssue({ code: 'custom', path: ['operatingSystems'], message });
    }
    checkVariableList(input.variables, ctx);
  });
export type ScriptInput = z.input<typeof scriptInputSchema>;
export type ScriptInputParsed = z.output<typeof scriptInputSchema>;

export const scriptCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  scriptCount: z.number(),
});
export type ScriptCategory = z.infer<typeof scriptCategorySchema>;

export const scriptCategoryInputSchema = z.strictObject({ name: nameSchema(SCRIPT_LIMITS.categoryName) });
export type ScriptCategoryInput = z.infer<typeof scriptCategoryInputSchema>;

/** Who wrote a template of the library shipped with the server. */
export const scriptTemplateSources = ['WARDEN', 'COMMUNITY'] as const;
export const scriptTemplateSourceSchema = z.enum(scriptTemplateSources);
export type ScriptTemplateSource = z.infer<typeof scriptTemplateSourceSchema>;

export const scriptTemplateSchema = z.object({
  /** A stable slug, e.g. 'linux-disk-usage'. */
  id: z.string(),
  source: scriptTemplateSourceSchema,
  ...scriptFields,
});
export type ScriptTemplate = z.infer<typeof scriptTemplateSchema>;

export const scriptTemplateSummarySchema = scriptTemplateSchema.omit({ body: true });
export type ScriptTemplateSummary = z.infer<typeof scriptTemplateSummarySchema>;

/** 'Use template': the new script's name (the template's when left out) and categories. */
export const useScriptTemplateSchema = z.strictObject({
  name: nameSchema(SCRIPT_LIMITS.name).optional(),
  categories: uniqueList(idSchema, SCRIPT_LIMITS.categoriesPerScript).default([]),
});
export type UseScriptTemplateInput = z.input<typeof useScriptTemplateSchema>;
