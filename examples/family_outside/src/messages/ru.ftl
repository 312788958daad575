# Слова High Card по-русски.

high-card-summary = карт: { $cards }, раундов: { $rounds }
high-card-fold = Сбросить
high-card-stay = Остаться
high-card-round = Раунд { $round }: в банке { $pot }
high-card-dealt = { $who_cap }: карта { $rank }
high-card-stays = { $who_cap }: { $who ->
        [you] остаётесь
       *[other] остаётся
    }
high-card-folds = { $who_cap }: { $who ->
        [you] сбрасываете
       *[other] сбрасывает
    }
high-card-shown = { $who_cap } { $who ->
        [you] показываете
       *[other] показывает
    } { $rank }
high-card-won = Банк: { $winners } (по { $share })
high-card-over = Матч окончен
high-card-head = Раунд { $round } из { $rounds }, банк { $pot }, { $card }
high-card-your-card = ваша карта: { $rank }
high-card-no-card = нет карты
high-card-help = Каждый платит анте и получает карту втёмную; по очереди остаётся или сбрасывает. Старшая карта из оставшихся берёт банк.
high-card-name = { $who_cap }
