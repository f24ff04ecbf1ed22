import { Grid, Image } from '@chakra-ui/react'

/** §9: at most 5 pictures: one large and up to four small (two columns on phones). The large one
 * is the page's largest paint, so it is asked for first (fetchpriority, #9 LCP). */
export function HotelGallery({ images, name }: { images: readonly string[]; name: string }) {
  const shown = images.slice(0, 5)
  if (shown.length === 0) return null
  const [first, ...rest] = shown
  // Fill the frame whatever the count: 1 → one picture, 2-3 → a column beside it, 4-5 → 2×2.
  const md = rest.length === 0 ? '1fr' : rest.length <= 2 ? '2fr 1fr' : '2fr 1fr 1fr'
  return (
    <Grid templateColumns={{ base: '1fr 1fr', md }} templateRows={{ md: 'repeat(2, 8.5rem)' }} gap="2" borderRadius="lg" overflow="hidden">
      <Image src={first} alt={name} fetchPriority="high" objectFit="cover" width="full" height={{ base: '48', md: 'full' }} gridColumn={{ base: 'span 2', md: 'auto' }} gridRow={{ md: 'span 2' }} bg="bg.muted" />
      {rest.map((src, i) => (
        <Image
          key={src}
          src={src}
          alt=""
          loading="lazy"
          objectFit="cover"
          width="full"
          height={{ base: '24', md: 'full' }}
          bg="bg.muted"
          gridRow={{ md: rest.length === 1 ? 'span 2' : undefined }}
          gridColumn={{ base: rest.length % 2 === 1 && i === rest.length - 1 ? 'span 2' : undefined, md: 'auto' }}
        />
      ))}
    </Grid>
  )
}
