import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { semanticTokens, tokens } from '@chakra-ui/react/theme'
import { lightTokensModule } from '../src/components/theme/light-tokens'

// Writes src/components/theme/light-tokens.gen.ts (`npm run gen:tokens`); run it after a Chakra upgrade.
const require = createRequire(import.meta.url)
const { version } = JSON.parse(readFileSync(require.resolve('@chakra-ui/react/package.json'), 'utf8')) as { version: string }
const file = new URL('../src/components/theme/light-tokens.gen.ts', import.meta.url)
writeFileSync(file, lightTokensModule(tokens, semanticTokens, version))
console.log(`wrote ${file.pathname}`)
