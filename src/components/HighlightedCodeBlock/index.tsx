/**
 * The theme's code block with Prism ready: loaded by `@theme/CodeBlock` on the first code block a
 * page renders (see src/theme/CodeBlock). Registering the extra languages of
 * `themeConfig.prism.additionalLanguages` here, with the theme's own helper, replaces the theme's
 * start-up client module (plugins/code-highlighting).
 */
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import type { Props } from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

// `@theme-original/*` is typed loosely by Docusaurus' module aliases.
export default CodeBlock as ComponentType<Props>;
