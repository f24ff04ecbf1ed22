import type { BlogSeedArticle } from '../blog'

// Artículos en español, escritos para agencias que usan Harborline (no son traducciones literales).

export const BLOG_ES: readonly BlogSeedArticle[] = [
  {
    slug: 'credit-and-delayed-payment',
    title: 'Crédito y pago diferido: cómo funcionan para su agencia',
    summary: 'Cómo se calcula el crédito disponible, qué ocurre cuando vence el crédito temporal y por qué una reserva con pago diferido se mantiene hasta las 23:00 del día anterior a la llegada.',
    tags: ['Crédito', 'Pagos'],
    body: `
La mayoría de las agencias que reservan con Harborline no pagan la habitación en el momento de reservarla. Reservan con cargo a su crédito y liquidan después, según el periodo de facturación pactado en el contrato. En este artículo explicamos de dónde sale la cifra de crédito disponible que ve en la esquina superior del portal y qué reglas se aplican a una reserva pagada con crédito de pago diferido.

## Cómo se calcula el crédito disponible

El crédito disponible no es un saldo guardado: se calcula cada vez que lo consulta.

- El crédito fijo, es decir, el límite de su contrato.
- Más el crédito temporal, un importe adicional que podemos concederle para una temporada de mucho trabajo.
- Más todo lo que haya recargado.
- Menos todo lo que hayan consumido sus reservas.

El crédito temporal tiene fecha de vencimiento. Una vez pasada, cuenta como cero, así que conviene cerrar las reservas de grupos grandes antes de que caduque. Las reservas canceladas devuelven su importe al crédito y una recarga queda disponible en cuanto se confirma.

Solo los usuarios con el permiso «ver crédito» ven la cifra; el resto ve guiones. Es intencionado: un reservista recién llegado puede trabajar sin conocer la situación financiera de la agencia.

## Pagar con crédito de pago diferido

El pago diferido le permite asegurar la habitación ahora y pagarla más tarde. El hotel queda reservado de inmediato, pero la reserva solo se mantiene hasta las 23:00, hora de Pekín, del día anterior a la entrada. Si para entonces no se ha pagado, se libera y la habitación vuelve a la venta. Para un cliente que llega el 14 de diciembre, el plazo termina el 13 de diciembre a las 23:00 de Pekín, que en Madrid son las 16:00.

Un buen hábito: cada tarde, filtre la lista de reservas por estado «pendiente de pago» y liquide las que llegan al día siguiente.

## Otras formas de pago

- Saldo de crédito: el importe se descuenta al instante de su crédito disponible.
- Tarjeta: se aplica un recargo del 3,5 %, ya incluido en el total que ve antes de confirmar.
- Pago con código QR: escanee el código con el móvil y la página de la reserva se actualiza cuando llega el pago.

## Cuando una reserva se rechaza por falta de crédito

Si una reserva supera su crédito disponible, el portal la rechaza antes de bloquear nada, así que nunca queda nada reservado a medias. Pida a la cuenta principal que haga una recarga o consulte a su gestor comercial un crédito temporal para la temporada, y vuelva a intentarlo cuando el crédito esté disponible.
`,
  },
  {
    slug: 'offline-booking-and-drafts',
    title: 'Reservar sin conexión: borradores que le esperan',
    summary: 'En una feria, en el tren o en un vestíbulo sin cobertura: Harborline guarda sus búsquedas y borradores de reserva en el dispositivo y los envía cuando vuelve la conexión.',
    tags: ['Producto', 'Sin conexión'],
    body: `
El trabajo de un agente no siempre se hace en la oficina. A veces hay que presupuestar a un cliente en plena feria de turismo, revisar una lista de pasajeros en el AVE o cambiar habitaciones desde un vestíbulo con mala cobertura. Harborline es una aplicación web instalable pensada precisamente para esos momentos.

## Qué se guarda en su dispositivo

Mientras trabaja, el portal conserva en el propio dispositivo lo que necesita:

- el formulario de búsqueda y sus búsquedas recientes;
- los hoteles y reservas que ya ha abierto, que se siguen viendo sin red;
- su historial de navegación y sus hoteles favoritos;
- cada formulario de reserva que haya empezado, guardado como borrador mientras escribe.

Si la conexión se corta mientras introduce los nombres de los huéspedes, no se pierde nada. Vuelva a abrir la reserva y encontrará los nombres, el contacto y la habitación elegida tal como los dejó.

## Enviar sin conexión

Si pulsa «enviar» sin conexión, la reserva no se pierde, pero tampoco se confirma. Pasa a una bandeja de salida en su dispositivo y se envía en cuanto vuelve la conexión: al abrir la aplicación, al recuperar la red y a intervalos regulares entre medias.

Cada borrador lleva su propio identificador. Si el mismo envío llega dos veces a nuestro servidor, por ejemplo porque la primera respuesta se perdió por el camino, se crea una sola reserva. Sin reservas duplicadas ni cargos dobles en su crédito.

## Lo que conviene tener en cuenta

Un borrador no es una reserva. La disponibilidad y los precios pueden cambiar mientras está sin conexión, y el hotel solo guarda la habitación cuando nuestro servidor confirma la reserva. Para fechas muy demandadas, busque conexión y envíe cuanto antes.

Si su sesión caduca mientras un envío espera, el portal conserva el borrador y le pide que vuelva a iniciar sesión. Solo borra un borrador cuando el servidor ha confirmado que lo ha recibido.

## Cómo instalar la aplicación

En Chrome o Edge, use «Instalar aplicación» en la barra de direcciones; en un iPhone, «Añadir a pantalla de inicio» desde Safari. La aplicación instalada se abre en su propia ventana y arranca más rápido.
`,
  },
  {
    slug: 'refundable-rates-beijing-deadlines',
    title: 'Tarifas reembolsables y plazos de cancelación en hora de Pekín',
    summary: 'Cómo leer una política de cancelación en Harborline, por qué todos los plazos se muestran en hora de Pekín y cuándo compensa una tarifa no reembolsable.',
    tags: ['Tarifas', 'Cancelación'],
    body: `
Dos tarifas para la misma habitación pueden diferir en un 10 % o más, y casi siempre la diferencia está en la política de cancelación. Elegir bien protege su margen y a su cliente.

## Cómo leer la política

Cada plan de tarifa de la ficha del hotel indica si es reembolsable o no reembolsable. En los reembolsables, el portal muestra el momento exacto en que termina la cancelación gratuita, por ejemplo:

«Cancelación gratuita antes del 2026-12-12 a las 18:00, hora de Pekín; después se cobra el importe total de la habitación.»

Hasta ese momento puede cancelar desde la página de la reserva sin coste. Después también puede cancelar, pero se cobra el importe completo.

## ¿Por qué hora de Pekín?

Nuestras agencias trabajan desde muchos husos horarios, pero los hoteles y proveedores liquidan con un único reloj. Para evitar dudas, todos los plazos del portal, de los correos de confirmación y de las facturas se expresan en hora de Pekín (UTC+8), con independencia de la hora de su ordenador.

Un plazo a las 18:00 de Pekín son las 11:00 en Madrid en invierno y las 4:00 en Ciudad de México. Si su oficina está en España, el límite real llega por la mañana, no al final de la jornada; en México llega de madrugada, así que en la práctica hay que decidir la tarde anterior. Anótelo en su calendario en su hora local, con una hora de margen.

## ¿Reembolsable o no reembolsable?

- Elija reembolsable si el cliente aún no ha pagado, si la lista de un grupo todavía cambia o si el evento podría aplazarse.
- Elija no reembolsable cuando el cliente ya ha pagado y las fechas son firmes, por ejemplo en escapadas urbanas reservadas pocos días antes.
- En estancias largas, mire la diferencia por noche. Ahorrar poco rara vez compensa perder toda la estancia si se cancela un vuelo.

## Cancelar una reserva

Abra la reserva, elija cancelar y el portal le mostrará lo que se le cobrará antes de confirmar. La solicitud pasa por «en espera» y «en curso» hasta terminar en «completada» o «fallida». Una cancelación completada devuelve el importe a su crédito o al medio de pago original.

Las tarifas reembolsables combinan muy bien con el pago diferido: puede asegurar la habitación con antelación y decidir antes del plazo sin inmovilizar crédito más tiempo del necesario.
`,
  },
  {
    slug: 'theme-rooms-premium',
    title: 'Habitaciones temáticas: cómo vender estancias con historia a un 10-30 % más',
    summary: 'Habitaciones familiares, de anime, de luna de miel o de e-sports cuestan más que una estándar. Así se venden sin sorpresas para el cliente.',
    tags: ['Habitaciones temáticas', 'Ventas'],
    body: `
Una habitación temática es una habitación estándar que el hotel ha rediseñado en torno a una idea: un cuarto infantil con literas y una pequeña tienda de campaña, una suite decorada para una luna de miel, una habitación con sillas gaming y un ordenador potente, o un espacio inspirado en una serie de animación famosa. En Harborline están reunidas en la sección Habitaciones temáticas, con fotos y una descripción clara del tema.

## Por qué cuestan más

Las habitaciones temáticas suelen costar entre un 10 % y un 30 % más que una habitación estándar comparable del mismo hotel. Ese sobreprecio paga la decoración, los servicios adicionales y el hecho de que cada hotel tenga solo unas pocas. Está incluido en el precio que ve y nunca se cobra aparte en el hotel: lo que usted presupuesta es lo que paga el huésped.

## Quién las compra

- Familias para las que el alojamiento forma parte de las vacaciones, sobre todo en escapadas urbanas.
- Parejas que celebran un aniversario o su luna de miel.
- Aficionados que viajan a un concierto, una exposición o un torneo.
- Empresas que quieren premiar a un equipo con algo más memorable que una sala de reuniones.

## Cómo venderlas bien

Hable de la experiencia, no de los muebles. «Sus hijos dormirán en un barco pirata» vende más que «literas y decoración temática».

Compare con cuidado. Muestre la habitación estándar junto a la temática para que el cliente vea claramente el sobreprecio; la mayoría acepta un 20 % cuando entiende qué obtiene a cambio.

Revise la ocupación. Algunas habitaciones temáticas están pensadas para dos adultos y dos niños; otras, solo para dos adultos. El portal indica la ocupación máxima y el número de niños permitido en cada una.

Reserve con antelación. Como un hotel puede tener solo dos o tres habitaciones de un mismo tema, en vacaciones escolares se agotan con meses de antelación. Si la familia aún no ha confirmado, use una tarifa reembolsable.

## Su margen

Como el sobreprecio es un porcentaje, su comisión o su margen crecen con él. En un paquete familiar, la habitación temática suele ser la venta adicional más sencilla, y los clientes satisfechos la vuelven a pedir.
`,
  },
  {
    slug: 'api-and-white-label',
    title: 'Integración por API y marca blanca: Harborline dentro de sus sistemas',
    summary: 'Conecte su motor de reservas a nuestro inventario mediante la API u ofrezca hoteles con su propia marca gracias a la solución de marca blanca.',
    tags: ['API', 'Marca blanca'],
    body: `
Muchas agencias empiezan con el portal y, con el tiempo, quieren tener los hoteles dentro de sus propias herramientas: un middle office, una app móvil, una herramienta de viajes de empresa. Harborline ofrece dos caminos.

## La API

La API da a su sistema las mismas capacidades que el portal. Una integración sigue, en general, los mismos pasos que un agente:

- iniciar sesión una vez y conservar el token, que se envía en la cabecera de autorización Bearer;
- buscar hoteles por región o por nombre, con fechas y ocupación;
- cargar las habitaciones y planes de tarifa de un hotel, con precios, régimen y política de cancelación;
- comprobar la disponibilidad del plan elegido justo antes de reservar;
- crear la reserva y seguir su estado hasta que se confirme;
- cancelar, listar reservas y descargar facturas cuando haga falta.

Todas las respuestas usan el mismo formato: una cabecera con un código y un mensaje («Success» cuando todo ha ido bien) y los datos. Los errores llevan un código claro y, si la entrada no es válida, el nombre del campo que falla, para que sus desarrolladores no tengan que adivinar.

La creación de reservas admite una clave de idempotencia. Si su sistema reintenta tras un tiempo de espera agotado, recibe la misma reserva en lugar de una segunda.

Como en todo Harborline, los plazos están en hora de Pekín y los importes llevan dos decimales en la moneda que solicite.

## Marca blanca

Si prefiere no desarrollar nada, la solución de marca blanca le ofrece una web de reservas con su logotipo, sus colores y su dominio, alimentada por nuestro inventario. Sus clientes reservan con usted; nosotros gestionamos tarifas, disponibilidad y confirmaciones por detrás. Usted fija su margen, y su departamento financiero concilia una sola factura mensual con nosotros.

## ¿Cuál elegir?

Elija la API si ya tiene un flujo de reservas y desarrolladores que mantengan la conexión. Elija la marca blanca si quiere vender en línea rápidamente o dar a sus clientes corporativos una herramienta con su marca.

## Primeros pasos

Solicite una demostración desde el formulario «consulta de cooperación y reserva de demostración». Acordaremos una cuenta de pruebas, daremos a sus desarrolladores la documentación y un entorno sandbox, y le acompañaremos en la certificación antes de pasar a producción.
`,
  },
  {
    slug: 'sub-accounts-and-permissions',
    title: 'Subcuentas y permisos: quién ve precios, reserva y usa el crédito',
    summary: 'Cómo crea subcuentas la cuenta principal y cómo los cuatro permisos mantienen a reservas, ventas y finanzas en su papel.',
    tags: ['Cuentas', 'Permisos'],
    body: `
En una agencia casi nunca reserva hoteles una sola persona. Harborline da a cada empresa una cuenta principal y tantas subcuentas como necesite, cada una con su propio acceso y sus propios permisos.

## La cuenta principal

La cuenta principal pertenece a la persona responsable de la relación con nosotros, normalmente la gerencia o el responsable de operaciones. Tiene todos los permisos y es la única que puede:

- crear subcuentas y vincular sus correos electrónicos;
- restablecer la contraseña de un compañero;
- activar o desactivar una cuenta, por ejemplo cuando alguien se marcha;
- cambiar lo que puede hacer cada subcuenta;
- recargar el crédito de la agencia.

## Los cuatro permisos

Los permisos se agrupan en dos bloques.

Compras:

- Consultar precios: ver tarifas. Sin este permiso, los precios aparecen como guiones; útil para quien solo comprueba disponibilidad o datos del hotel.
- Reservar: crear reservas.

Crédito:

- Ver crédito: ver el crédito disponible de la agencia y las páginas de saldo.
- Usar crédito: pagar reservas con crédito o con crédito de pago diferido.

Una subcuenta necesita todos los permisos que exige una página o una acción. Quien puede reservar pero no usar crédito puede igualmente crear la reserva y pagarla con tarjeta o código QR, una forma sencilla de reservar el crédito para las personas de confianza.

## Configuraciones habituales

- Agente de reservas: consultar precios, reservar y usar crédito.
- Asistente comercial que prepara presupuestos: solo consultar precios.
- Finanzas: ver crédito y gestionar facturas.
- Personal en prácticas: consultar precios, con las reservas revisadas por un compañero sénior.

## Buenas prácticas

Dé a cada persona su propia subcuenta en lugar de compartir un acceso; así el historial muestra quién reservó qué. Vincule un correo a cada subcuenta para que su titular reciba los códigos de verificación y pueda restablecer una contraseña olvidada. Cuando alguien deje la agencia, desactive la cuenta en lugar de cambiar la contraseña: sus reservas anteriores siguen visibles y nadie puede volver a entrar con ella.
`,
  },
  {
    slug: 'reconciling-bills',
    title: 'Conciliar la factura mensual en cinco pasos',
    summary: 'Facturas, fechas límite de liquidación, las reservas detrás de cada importe y el justificante de pago: una rutina para que su departamento financiero y el nuestro cuadren siempre.',
    tags: ['Facturas', 'Finanzas'],
    body: `
Si su agencia reserva a crédito, cada reserva acaba en una factura. Cada factura tiene un número, una fecha de emisión, una fecha límite de liquidación, un importe y un estado: pendiente hasta que recibimos y conciliamos su pago, y liquidada después. Un cierre de mes tranquilo se reduce a una rutina corta.

## 1. Conozca su periodo de liquidación

Su contrato fija con qué frecuencia se emiten las facturas: diaria, semanal, quincenal o mensual, o bien por reserva, a la entrada o a la salida del huésped. El periodo decide qué reservas van a cada factura. Con liquidación a la salida, por ejemplo, una estancia del 30 de noviembre al 2 de diciembre aparece en la factura de diciembre.

## 2. Abra la factura y sus reservas

En la lista de facturas, abra una para ver todas las reservas que componen el importe: número de reserva, nombre del huésped, hotel, fechas, número de habitaciones y precio. Exporte la lista a una hoja de cálculo si su programa de contabilidad importa archivos; las columnas son las mismas cada mes, así que puede guardar una plantilla.

## 3. Compare con sus propios registros

Cruce la exportación con sus registros de ventas. Las diferencias habituales tienen explicación:

- una reserva cancelada después del plazo de cancelación gratuita conserva el importe total de la habitación;
- una cancelación hecha antes del plazo ya no aparece;
- un cupón solo descuenta el coste base de la habitación, y se admite uno por reserva;
- las reservas pagadas con tarjeta o código QR no aparecen en una factura de crédito.

Si algo sigue sin cuadrar, escriba al servicio de atención al cliente desde el chat con el número de factura y el de reserva. Le responderemos con el detalle del cálculo.

## 4. Pague antes de la fecha límite

Pague por transferencia bancaria indicando el número de factura como concepto. Liquidar a tiempo mantiene su crédito disponible: lo que paga vuelve a su crédito en cuanto se concilia.

## 5. Suba el justificante de pago

En la página de la factura, suba el justificante de la transferencia en PDF, JPG o PNG, de hasta 10 MB. Cada factura guarda un solo justificante; si sube otro, sustituye al anterior, algo útil cuando el banco emite un recibo corregido. Con el justificante, nuestro equipo financiero concilia su pago el mismo día sin esperar al extracto bancario.

## Un consejo para agencias con mucho trabajo

Cree para su responsable de finanzas una subcuenta con el permiso «ver crédito» únicamente. Podrá seguir facturas y crédito sin poder reservar, y su equipo de reservas no se verá interrumpido a fin de mes.
`,
  },
  {
    slug: 'peak-season-allotment',
    title: 'Temporada alta: cómo asegurar habitaciones cuando escasean los cupos',
    summary: 'Semana Santa, Año Nuevo chino, mercados navideños, grandes ferias: cómo planificar, bloquear y proteger habitaciones para sus clientes cuando todos los hoteles se llenan.',
    tags: ['Cupos', 'Temporada alta'],
    body: `
Un hotel no vende todas sus habitaciones a todos los canales. Cada noche abre a las agencias un número limitado, el cupo. En temporada alta ese número baja deprisa, y las últimas habitaciones suelen ser para quien se movió unos días antes. Así es como se adelantan los agentes con experiencia.

## Planifique desde el calendario

Empiece por las fechas que sabe que estarán llenas: Semana Santa, el puente de diciembre, el Año Nuevo chino, la Semana Dorada, el verano, los mercados navideños y las grandes ferias de sus destinos. Use el calendario mensual de precios de la ficha del hotel para ver el precio más bajo de cada día; un salto brusco suele ser la primera señal de que quedan pocas habitaciones. Marque sus hoteles favoritos para seguirlos desde el panel de historial.

## Bloquee primero, decida después

Cuando un cliente está interesado pero aún no se ha comprometido, reserve una tarifa reembolsable y páguela con crédito de pago diferido. La habitación es suya al instante y tiene hasta el plazo de cancelación gratuita, indicado en hora de Pekín, para confirmarla o liberarla. Recuerde que las reservas con pago diferido no pagadas se liberan a las 23:00, hora de Pekín, del día anterior a la llegada.

Pida a su gestor comercial un crédito temporal antes de que empiece la temporada. Vence en una fecha fija, así que ajústelo al periodo que necesita.

## Compruebe la disponibilidad justo antes de reservar

En temporada alta, precios y cupos cambian cada hora. El portal vuelve a comprobar la disponibilidad del plan exacto que ha elegido justo antes de crear la reserva. Si la última habitación ya se ha vendido, se le avisa antes de cobrar nada y puede elegir otro plan sin empezar de cero.

## Reparta los grupos grandes

Para un grupo de treinta personas, dos hoteles de la misma categoría y cercanos entre sí suelen ser más fáciles de asegurar que uno solo. Reparta también por tipo de habitación: combinar dobles con dos camas y dobles con cama de matrimonio aprovecha mejor el cupo que insistir en un único tipo.

## El cierre de ventas inteligente también le protege

Los hoteles cierran la venta de un tipo de habitación antes de agotarlo. Nuestro cierre de ventas inteligente cierra un poco antes cuando quedan muy pocas, para que no se le confirme una habitación que el hotel ya vendió por otro canal. Una tarifa cerrada es frustrante, pero mucho mejor que un huésped sin cama a su llegada.

## Lista de control para las semanas fuertes

- Fechas críticas marcadas y hoteles favoritos en seguimiento.
- Crédito temporal solicitado y su vencimiento anotado.
- Bloqueos reembolsables listados con su plazo en hora de Pekín.
- Reservas con pago diferido pendientes liquidadas la tarde antes de la llegada.

## Después de la temporada

Revise qué hoteles se llenaron primero y con cuánta antelación. El año siguiente, reserve esos unas semanas antes y deje las reservas tardías para los establecimientos que aguantaron.
`,
  },
]
