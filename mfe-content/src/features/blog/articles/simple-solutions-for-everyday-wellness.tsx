import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';

export function SimpleSolutionsForEverydayWellness() {
  return (
    <>
      <p>
        Wellness is often sold as something complicated: supplements, gadgets, special diets. In our experience the
        changes that last are small and a little boring. They fit into the life you already have, and they cost nothing
        or close to it.
      </p>

      <h2>Begin the morning slowly</h2>
      <p>
        Drink a glass of water before your tea or coffee. Step onto the balcony or into the garden for ten minutes of
        early sunlight, which helps set your body clock and gives you a little vitamin D. Leave the phone alone for the
        first half hour; the messages will still be there.
      </p>

      <h2>Eat a real breakfast</h2>
      <p>
        A breakfast with protein and fibre keeps your energy steady until lunch and makes the mid-morning biscuit far
        less tempting. It does not have to take long. A chilla from our{' '}
        <Link to={paths.products}>High-Protein Chilla Mix</Link> takes five minutes, and a bowl of Millet Upma Mix upma
        ten. Add whatever vegetables are left in the fridge.
      </p>

      <h2>Eat without a screen</h2>
      <p>
        Meals eaten in front of the television or a phone are eaten fast and forgotten fast. Sit at the table, eat with
        the family when you can, and put your spoon down between bites. You will notice when you are full, and you will
        enjoy the food more.
      </p>

      <h2>Set up your kitchen for the week</h2>
      <ul>
        <li>Keep a bowl of fruit and a jar of roasted chana where you can see them, and the namkeen out of sight.</li>
        <li>Wash and chop vegetables on Sunday and store them in boxes lined with a kitchen towel.</li>
        <li>Keep dal soaked or sprouted in the fridge, and a tub of green chutney ready.</li>
        <li>Store flours in airtight steel or glass containers, away from the stove&apos;s heat and steam.</li>
      </ul>

      <h2>Move a little, often</h2>
      <p>
        If you sit for work, stand up every hour: fill your water bottle, stretch your back and shoulders, walk to the
        window. Ten minutes of walking after lunch and dinner helps digestion and clears the afternoon fog.
      </p>

      <h2>Make room for rest</h2>
      <p>
        Stress shows up in how we eat and sleep. Five minutes of slow breathing before bed, a short evening walk, a call
        to a friend or time spent cooking something simple can all bring it down. Go to bed at the same time each night
        and keep the bedroom dark and cool.
      </p>
      <p>
        None of these ideas is new; many of them are what our grandparents did without thinking. Choose one this week,
        make it a habit, and then add the next.
      </p>
    </>
  );
}
