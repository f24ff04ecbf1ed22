import type { BlogSeedArticle } from '../blog'

// English articles. Written for agents using Harborline; facts follow the spec (§1, §5, §9).

export const BLOG_EN: readonly BlogSeedArticle[] = [
  {
    slug: 'credit-and-delayed-payment',
    title: 'How credit and delayed payment work for your agency',
    summary: 'Your available credit, what temporary credit adds, and why a delayed-payment order is held until 23:00 the day before check-in.',
    tags: ['Credit', 'Payments'],
    body: `
Most agencies that book with Harborline never pay for a room at the moment they reserve it. They book on credit and settle the bill later, in line with the settlement period agreed in their contract. This article explains how the figure in the top-right corner of the portal is calculated and what happens to an order paid with delayed-payment credit.

## The available credit figure

Your available credit is not a balance we store; it is calculated every time you look at it:

- fixed credit, the limit in your agency agreement;
- plus temporary credit, an extra amount we can grant for a busy period;
- plus everything you have topped up;
- minus everything your bookings have consumed.

Temporary credit carries an expiry date. Once that date has passed it simply counts as zero, so plan larger group bookings before it runs out rather than after. Cancelled bookings give their amount back to the pool, and a top-up is available as soon as it has been confirmed.

Only people with the "view credit" permission see the figure; everyone else sees dashes. That is deliberate: a junior booker can place orders without knowing the agency's financial position.

## Paying with delayed-payment credit

Delayed-payment credit lets you confirm a room now and pay it later. The hotel is secured immediately, but the order is held only until 23:00 Beijing time on the day before check-in. If it has not been settled by then, it is released and the room goes back on sale. For a guest arriving on 14 December, the deadline is therefore 13 December at 23:00, whatever time zone your office is in.

A good habit is to filter your order list by unpaid status every afternoon and settle anything arriving the next day.

## Other ways to pay

- Credit balance: the amount is taken from your available credit at once.
- Card: a 3.5% fee applies and is already included in the total you see before you confirm.
- QR-code payment app: scan the code with your phone and the order page updates when the payment arrives.

## When a booking is refused for credit

If an order would take you past your available credit, the portal refuses it before anything is reserved. Ask your main account to top up, or contact your account manager about temporary credit for the season. Nothing is half-booked in the meantime, so you can simply try again once the credit is there.
`,
  },
  {
    slug: 'offline-booking-and-drafts',
    title: 'Booking without a connection: drafts that wait for you',
    summary: 'Harborline keeps your search and booking drafts on the device, so a dropped connection at a trade fair or on a train does not cost you the work.',
    tags: ['Product', 'Offline'],
    body: `
Agents do not always work at a desk. You may be quoting a client at a trade fair, on a train between two cities or in a hotel lobby with a weak signal. Harborline is built as an installable web app, and it was designed for exactly those moments.

## What stays on your device

While you work, the portal keeps a copy of what you need on the device itself:

- the search form and your recent searches;
- the hotels and orders you have already opened, so they still display without a network;
- your browsing history and favourite hotels;
- every booking form you have started, saved as a draft while you type.

If the connection drops in the middle of entering guest names, nothing is lost. Reopen the booking and the names, the contact person and the room choice are where you left them.

## Submitting while offline

When you press submit without a connection, the order is not thrown away and it is not booked either. It goes into an outbox on your device and is sent as soon as the connection comes back: when the app starts, when the network returns, and at regular intervals in between.

Each draft carries its own identifier. If the same submission reaches our server twice, for example because the first answer was lost on the way back, you still get exactly one order. No double bookings, no duplicate charges against your credit.

## What to keep in mind

A draft is not a reservation. Rooms and prices can change while you are offline, and the hotel only holds a room once our server has confirmed the order. For a high-demand date, find a connection and submit as soon as you can.

If your session expires while a submission is waiting, the portal keeps the draft and asks you to log in again. It only deletes a draft once the server has acknowledged it.

## Installing the app

In Chrome or Edge, use "Install app" in the address bar; on an iPhone, use "Add to Home Screen" in Safari. The installed app opens in its own window, starts faster and works in the situations described above.
`,
  },
  {
    slug: 'refundable-rates-beijing-deadlines',
    title: 'Refundable rates and cancellation deadlines in Beijing time',
    summary: 'How to read a cancellation policy on Harborline, why every deadline is shown in Beijing time, and when a non-refundable rate is worth it.',
    tags: ['Rates', 'Cancellation'],
    body: `
Two rates for the same room can differ by 10% or more, and the difference is usually the cancellation policy. Choosing well protects both your margin and your client.

## Reading the policy

Every rate plan on a hotel page is marked refundable or non-refundable. For a refundable plan the portal shows the exact moment free cancellation ends, for example:

"Free cancellation before 2026-12-12 18:00 Beijing time; afterwards the full room fee is charged."

Until that moment you can cancel from the order page without any charge. After it, cancelling is still possible but the full room fee is due.

## Why Beijing time?

Our agencies work from many time zones, while hotels and suppliers settle on one clock. To avoid any doubt, every deadline in the portal, in confirmation emails and on invoices is expressed in Beijing time (UTC+8), whatever your computer is set to.

A deadline of 18:00 Beijing time is 11:00 in Paris in winter and 19:00 in Tokyo. If your office is in Europe, the real cut-off comes in the morning, not at the end of your working day. Put it in your calendar in your own time, with a margin of an hour.

## Refundable or non-refundable?

- Choose refundable when the trip is not yet paid by your client, for groups whose names are still changing, and for events that could be postponed.
- Choose non-refundable when the client has paid and the dates are fixed, typically for short city breaks booked close to arrival.
- For long stays, check the nightly difference. A small saving is rarely worth losing the whole stay after a flight cancellation.

## Cancelling an order

Open the order, choose cancel and the portal shows what you will be charged before you confirm. The request then moves through waiting and in progress to success or failure. A successful cancellation returns the amount to your credit or to the original payment method.

Refundable plans also pair well with delayed payment: you can secure the room early and decide before the deadline, without tying up credit longer than necessary.
`,
  },
  {
    slug: 'theme-rooms-premium',
    title: 'Theme rooms: selling stays with a story at a 10-30% premium',
    summary: 'Family, anime, honeymoon or e-sports rooms cost more than a standard room. Here is how to sell them without surprising your client.',
    tags: ['Theme rooms', 'Sales'],
    body: `
A theme room is a standard room that a hotel has redesigned around an idea: a children's room with bunk beds and a tent, a suite dressed for a honeymoon, a room with gaming chairs and a powerful PC, a space inspired by a famous animated series. Harborline lists them under Theme rooms, with photos and the theme described in plain words.

## Why the price is higher

Theme rooms are usually priced 10% to 30% above a comparable standard room in the same hotel. The premium pays for the decoration, the extra amenities and the fact that there are only a few such rooms in each property. It is shown in the price, never added at the hotel, so what you quote is what the guest pays.

## Who buys them

- Families for whom the room is part of the holiday, especially on short city breaks.
- Couples celebrating an anniversary or a honeymoon.
- Fans travelling for a concert, an exhibition or a tournament.
- Companies rewarding a team with something more memorable than a meeting room.

## How to sell them well

Describe the experience, not the furniture. "Your children will sleep in a pirate ship" sells better than "bunk beds and themed decoration".

Compare with care. Show the standard room next to the theme room so the client sees the premium clearly; most people accept 20% when they understand what it buys.

Check the occupancy. Some theme rooms are designed for two adults and two children, others only for two adults. The portal shows the maximum occupancy and the number of children allowed for each room.

Book early. Because a hotel may have only two or three rooms of a theme, school holidays sell out months ahead. Use a refundable rate if the family has not yet confirmed.

## Your margin

Because the premium is a percentage, your commission or mark-up grows with it. A theme room is often the easiest upsell in a family package, and satisfied clients tend to ask for it again.
`,
  },
  {
    slug: 'api-and-white-label',
    title: 'API integration and white label: Harborline inside your own systems',
    summary: 'Connect your booking engine to our inventory through the API, or offer hotels under your own brand with the white-label solution.',
    tags: ['API', 'White label'],
    body: `
Many agencies start with the portal and later want hotels inside their own tools: a mid-office, a mobile app, a corporate booking tool. Harborline offers two ways to do this.

## The API

The API gives your system the same capabilities as the portal. An integration typically follows the same steps as an agent:

- log in once and keep the token, sending it as a Bearer authorization header;
- search hotels by region or hotel name, with dates and guests;
- load the room plans of a hotel, with prices, meals and cancellation policies;
- check availability for the chosen plan just before booking;
- create the order, then follow its status until it is confirmed;
- cancel, list orders and download invoices when needed.

Every answer uses the same envelope: a header with a code and a message ("Success" when it worked) and the data. Errors carry a clear code and, for invalid input, the name of the field at fault, so your developers do not have to guess.

Order creation accepts an idempotency key. If your system retries after a timeout, it gets the same order back instead of a second booking.

Deadlines, like everything in Harborline, are in Beijing time, and amounts have two decimals in the currency you request.

## White label

If you would rather not build anything, the white-label solution gives you a booking site with your logo, your colours and your domain, powered by our inventory. Your clients book with you; we handle rates, availability and confirmations behind the scenes. You set your own mark-up, and your finance team reconciles one monthly bill with us.

## Which one to choose

Choose the API if you already have a booking flow and developers to maintain the connection. Choose white label if you want to sell online quickly, or to give corporate clients their own branded tool.

## Getting started

Book a demo from the "cooperation consultation and demo booking" form. We will agree on a test account, give your developers the documentation and a sandbox, and help you through certification before you go live.
`,
  },
  {
    slug: 'sub-accounts-and-permissions',
    title: 'Sub-accounts and permissions: who can see prices, book and use credit',
    summary: 'How the main account creates sub-accounts, and how the four permissions keep bookers, sales staff and finance in their lanes.',
    tags: ['Accounts', 'Permissions'],
    body: `
An agency rarely has a single person booking hotels. Harborline gives each company one main account and as many sub-accounts as it needs, each with its own login and its own rights.

## The main account

The main account belongs to the person responsible for the agency's relationship with us, usually the owner or the operations manager. It holds every permission and is the only one that can:

- create sub-accounts and bind their email addresses;
- reset a colleague's password;
- enable or disable an account, for example when someone leaves;
- change what each sub-account is allowed to do;
- top up credit for the agency.

## The four permissions

Permissions come in two groups.

Purchase:

- Query price: see rates. Without it, prices appear as dashes; useful for staff who only check availability or hotel details.
- Place order: create bookings.

Credit:

- View credit: see the agency's available credit and the balance pages.
- Use credit: pay orders with credit or delayed-payment credit.

A sub-account needs all the permissions a page or an action requires. A booker who can place orders but not use credit can still create an order and pay it by card or QR code, which is a simple way to keep credit for trusted colleagues.

## Typical set-ups

- Reservations agent: query price, place order, use credit.
- Sales assistant preparing quotes: query price only.
- Finance: view credit, plus access to bills.
- Trainee: query price, with bookings checked by a senior colleague.

## Good practice

Give every person their own sub-account instead of sharing one login; the order history then shows who booked what. Bind an email to each sub-account so its owner can receive login verification codes and reset a forgotten password. When someone leaves, disable the account rather than changing the password: their past orders stay visible and nobody can sign in with it.
`,
  },
  {
    slug: 'reconciling-bills',
    title: 'Reconciling your monthly bill in five steps',
    summary: 'Bills, settlement deadlines, the orders behind each amount and the payment slip: a routine that keeps your finance team and ours in agreement.',
    tags: ['Bills', 'Finance'],
    body: `
If your agency books on credit, every order ends up on a bill. Each bill has an identifier, a creation date, a settlement deadline, an amount and a status: unsettled until we have received and matched your payment, then settled. A calm month-end comes down to a short routine.

## 1. Know your settlement period

Your contract fixes how often bills are issued: daily, weekly, every two weeks or monthly, or per booking, at check-in or at check-out. The period decides which orders fall on which bill. With a check-out period, for example, a stay from 30 November to 2 December lands on the December bill.

## 2. Open the bill and its orders

In the bill list, open a bill to see every order behind the amount: booking number, guest name, hotel, dates, number of rooms and price. Export the list to a spreadsheet if your accounting system imports files; the columns stay the same every month, so you can keep a template.

## 3. Match against your own records

Compare the export with your sales records. The usual differences are easy to explain:

- an order cancelled after the free-cancellation deadline, which keeps its full room fee;
- a cancellation made before the deadline, which no longer appears;
- a coupon, which reduces the base cost of the room only, one coupon per order;
- orders paid by card or QR code, which do not appear on a credit bill at all.

If something still does not match, write to customer service from the chat with the bill number and the booking number. We answer with the detail of the calculation.

## 4. Pay before the settlement deadline

Pay by bank transfer using the bill number as the reference. Settling on time keeps your credit available: what you pay comes back to your available credit once it is matched.

## 5. Upload the payment slip

On the bill page, upload the transfer slip as PDF, JPG or PNG, up to 10 MB. A bill keeps one slip; uploading again replaces the previous file, which is handy when the bank issues a corrected receipt. The slip lets our finance team match your payment the same day instead of waiting for the bank statement.

## A tip for busy agencies

Give your finance colleague a sub-account with "view credit" only. They can follow bills and credit without being able to book, and your reservations team is not interrupted at month-end.
`,
  },
  {
    slug: 'peak-season-allotment',
    title: 'Peak season: securing rooms when allotments run short',
    summary: 'Golden Week, Christmas markets, trade fairs: how to plan, hold and protect rooms for your clients when every hotel is filling up.',
    tags: ['Allotment', 'Peak season'],
    body: `
A hotel does not sell all its rooms to every channel. Each night, a limited number, the allotment, is open to agencies. In peak periods that number falls quickly, and the last rooms often go to whoever acted a few days earlier. Here is how experienced agents stay ahead.

## Plan from the calendar

Start with the dates you know will be busy: Chinese New Year, Golden Week, summer holidays, Christmas markets and the big trade fairs in your destinations. Use the monthly price calendar on a hotel page to see the lowest price for each day; a sudden jump is often the first sign that rooms are getting scarce. Mark your favourite hotels so you can follow them from the history drawer.

## Hold first, decide later

When a client is interested but not yet committed, book a refundable rate and pay it with delayed-payment credit. The room is yours at once, and you have until the free-cancellation deadline, shown in Beijing time, to confirm or release it. Remember that unpaid delayed-payment orders are released at 23:00 Beijing time the day before check-in.

Ask your account manager for temporary credit before the season starts. It expires on a set date, so match it to the period you need.

## Check availability just before booking

Prices and allotments move by the hour in peak season. The portal checks availability again for the exact plan you chose right before the order is created. If the last room has gone, you are told before anything is charged, and you can pick another plan without starting over.

## Spread large groups

For a group of thirty, two hotels of the same standard close to each other are often easier to secure than one. Split rooms by type as well: a mix of twins and doubles uses more of the allotment than insisting on a single type.

## Smart stop-sell works for you too

Hotels use stop-sell to close a room type before it runs out. Our smart stop-sell closes sales a little earlier when a room type is nearly gone, so you are not confirmed a room that the hotel has already sold elsewhere. A closed rate is frustrating, but it is far better than a guest without a bed on arrival.

## A checklist for the busy weeks

- Busy dates marked and favourite hotels followed.
- Temporary credit requested and its expiry noted.
- Refundable holds listed with their Beijing-time deadlines.
- Unpaid delayed-payment orders settled the afternoon before arrival.

## After the season

Look at which hotels closed first and how early. Next year, book those a few weeks sooner and keep the later bookings for the properties that held out.
`,
  },
]
