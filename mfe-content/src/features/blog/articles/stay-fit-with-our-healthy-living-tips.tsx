import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';

export function StayFitWithOurHealthyLivingTips() {
  return (
    <>
      <p>
        Fitness is not a membership card or a thirty-day challenge. It is what you do on an ordinary Tuesday: how much
        you walk, what you eat at breakfast, when you go to sleep. Here are the habits that make the biggest difference
        for the people we cook for, with no special equipment needed.
      </p>

      <h2>Walk, and walk after meals</h2>
      <p>
        A brisk walk of thirty minutes a day, five days a week, is the foundation. If that is hard to fit in, break it
        up: ten minutes after each meal is just as useful, and a short walk after lunch and dinner helps your body
        handle the rise in blood sugar that follows a meal. Take the stairs, walk to the vegetable vendor, and take
        phone calls on your feet.
      </p>

      <h2>Add strength twice a week</h2>
      <p>
        From our thirties onwards we slowly lose muscle unless we use it. Two sessions of twenty minutes a week are
        enough to turn that around: squats, wall push-ups, lunges, glute bridges and planks at home, or a resistance
        band if you want more. Strong muscles protect your joints, your balance and your blood sugar.
      </p>

      <h2>Spread your protein through the day</h2>
      <p>
        Muscles rebuild best when protein arrives in every meal rather than all at dinner. Aim for a good source at
        breakfast, lunch and dinner, and keep a protein snack handy on training days.
      </p>
      <ul>
        <li>Before a morning workout: a banana, or a small bowl of curd.</li>
        <li>
          After the workout: two <Link to={paths.products}>High-Protein Chilla Mix</Link> chillas with grated paneer, or
          a sprouts chaat.
        </li>
        <li>On rest days: a millet upma with roasted chana dal, and dal at lunch as usual.</li>
      </ul>

      <h2>Drink water before you feel thirsty</h2>
      <p>
        In Indian summers we lose more water than we notice. Keep a filled bottle on your desk, drink a glass with every
        meal, and add nimbu pani, chaas or coconut water after a sweaty walk. Thirst often shows up as tiredness or as a
        craving for a snack.
      </p>

      <h2>Protect your sleep</h2>
      <p>
        Seven to eight hours of sleep is when your body repairs itself. Finish dinner two to three hours before bed,
        keep the phone out of reach, and try to sleep and wake at the same time every day, weekends included. A light
        dinner such as a millet khichdi or a bowl of Millet Upma Mix upma sits far better than a heavy late meal.
      </p>

      <h2>Be consistent, not perfect</h2>
      <p>
        Weddings, festivals and travel will interrupt any routine. That is fine. Enjoy the mithai, and go back to your
        walk and your usual breakfast the next morning. The habits you keep for years matter far more than the ones you
        keep perfectly for a fortnight.
      </p>
    </>
  );
}
