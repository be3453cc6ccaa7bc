import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';

export function UltimateGuideToHealthyMeals() {
  return (
    <>
      <p>
        Most of us do not need a diet chart to eat well. We need a few dependable rules that work with the food we
        already cook: dal, sabzi, roti, rice, curd and the occasional plate of poha. This guide gathers the rules we use
        in our own kitchen, whether we are cooking for a child with coeliac disease, a parent watching their sugar or
        ourselves after a long day at work.
      </p>

      <h2>Start with the plate, not the calories</h2>
      <p>
        Picture your thali split into parts. Half of it is vegetables: a sabzi, a salad of cucumber and carrot, a bowl
        of palak or a kachumber. A quarter is protein: dal, rajma, chana, paneer, curd, eggs or fish. The last quarter
        is grains, ideally whole grains and millets rather than polished rice and maida.
      </p>
      <p>
        This simple picture does two things. It raises the fibre and protein that keep you full, and it shrinks the pile
        of refined carbohydrate that leaves you hungry again by four o&apos;clock. You still eat rotis and rice; you
        just eat them in proportion.
      </p>

      <h2>Put protein in every meal</h2>
      <p>
        Indian vegetarian meals are often generous with grains and light on protein, especially at breakfast. A cup of
        tea with biscuits, or a plate of upma made only with rava, gives very little. Adding a protein source to each
        meal is the single most useful change most families can make.
      </p>
      <ul>
        <li>Breakfast: a moong dal or besan chilla, a bowl of sprouts, curd with your paratha, or eggs.</li>
        <li>Lunch: a full katori of dal or a chana or rajma curry, with curd or buttermilk on the side.</li>
        <li>Snacks: roasted chana, a handful of peanuts, makhana, or a glass of chaas.</li>
        <li>Dinner: paneer, tofu or dal with millet rotis, or a millet khichdi cooked with moong dal.</li>
      </ul>
      <p>
        Our <Link to={paths.products}>High-Protein Chilla Mix</Link> was made for exactly the breakfast problem: it
        carries 18 g of protein in every 100 g, and two chillas are ready in five minutes.
      </p>

      <h2>Swap refined grains for millets</h2>
      <p>
        Jowar, bajra, ragi, foxtail and little millet were everyday food in most Indian states two generations ago. They
        bring more fibre and minerals than polished rice or maida, and they are naturally gluten-free. The easiest way
        back to them is to swap one familiar dish at a time: millet rotis for wheat rotis, millet upma for rava upma,
        ragi dosa for plain rice dosa.
      </p>
      <p>
        If your family resists the change, mix rather than replace. Our Gluten-Free Multigrain Flour blends five millets
        and pulses, so rotis taste familiar and stay soft, and the Millet Upma Mix cooks exactly like the upma you
        already make.
      </p>

      <h2>A sample day</h2>
      <ul>
        <li>7:30 am: two vegetable chillas with green chutney, and a glass of water before your tea.</li>
        <li>10:30 am: a fruit and a small handful of almonds or peanuts.</li>
        <li>1:30 pm: two multigrain rotis, dal, a seasonal sabzi, salad and curd.</li>
        <li>5:00 pm: roasted chana or makhana with a cup of tea.</li>
        <li>8:00 pm: a bowl of vegetable millet upma or khichdi, with a cucumber raita.</li>
      </ul>

      <h2>Cook once, eat well all week</h2>
      <p>
        Healthy eating falls apart on busy evenings, not at the weekend. Spend an hour on Sunday washing and chopping
        vegetables, boiling a batch of chana or rajma, and making green chutney. With those in the fridge, a balanced
        dinner takes fifteen minutes.
      </p>
      <p>
        Finally, read the label on anything that comes in a packet. Look at protein and fibre per serving, look for
        maida, added sugar and long lists of additives, and check the serving size. We print the full nutrition table on
        every pack for this reason.
      </p>
    </>
  );
}
